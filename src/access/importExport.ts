import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import {
  APIError,
  Forbidden,
  type Access,
  type CollectionConfig,
  type CollectionSlug,
  type Endpoint,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'

import { uploadDir } from '@/infra/storageSettings'
import { spreadsheetSafeRows } from '@/security/csv'
import { missingFileNotFound } from '@/security/fileResponses'

import { hasRole, nobody, supportAdminHidden } from './index'

/** Exports and imports are for admins and support; the files hold personal data. */
const mayImportOrExport = (req: PayloadRequest) => hasRole(req.user, 'admin', 'support')

/** True when the request's user passes the `verb` rule of `slug` (a query result counts as allowed). */
async function permits(
  req: PayloadRequest,
  slug: unknown,
  verb: 'read' | 'create',
): Promise<boolean> {
  if (typeof slug !== 'string' || !(slug in req.payload.collections)) return false
  const rule = req.payload.collections[slug as CollectionSlug].config.access[verb]
  return Boolean(await rule({ req }))
}

/**
 * Creating an export or import: admins and support, and only for a collection the role may
 * read (export) or create in (import). Without data (the admin UI asking for permissions)
 * the role alone decides.
 */
const createFor =
  (verb: 'read' | 'create'): Access =>
  async ({ req, data }) => {
    if (!mayImportOrExport(req)) return false
    if (!data) return true
    return permits(req, (data as { collectionSlug?: unknown }).collectionSlug, verb)
  }

const staffWhoMay: Access = ({ req }) => mayImportOrExport(req)

type EndpointBody = { collectionSlug?: unknown; data?: { collectionSlug?: unknown } } | null

/** The collection each of the plugin's endpoints reads or writes (named in its JSON body), and the verb that takes. */
const endpointTargets: Record<
  string,
  { verb: 'read' | 'create'; slugOf: (body: EndpointBody) => unknown }
> = {
  '/download': { verb: 'read', slugOf: (body) => body?.data?.collectionSlug },
  '/export-preview': { verb: 'read', slugOf: (body) => body?.collectionSlug },
  '/preview-data': { verb: 'create', slugOf: (body) => body?.collectionSlug },
}

/** The request's JSON body, read once and handed again to the plugin's handler (req.json, req.text). */
async function jsonBody(req: PayloadRequest): Promise<EndpointBody> {
  const text = (await req.text?.()) ?? ''
  let body: EndpointBody
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    throw new APIError(req.t('error:invalidRequestArgs', { args: 'JSON' }), 400)
  }
  req.text = () => Promise.resolve(text)
  req.json = () => Promise.resolve(body)
  return body
}

/**
 * The plugin's own endpoints (download, previews) answer admins and support only, and only for a
 * collection the role may read (export) or create in (import): a download of any other collection
 * would otherwise answer 200 and then never send its body. An endpoint not listed is refused.
 */
const guarded = (endpoints: CollectionConfig['endpoints']): Endpoint[] =>
  (endpoints || []).map((endpoint) => ({
    ...endpoint,
    handler: async (req) => {
      if (!mayImportOrExport(req)) throw new Forbidden(req.t)
      const target = endpointTargets[endpoint.path]
      if (!target || !(await permits(req, target.slugOf(await jsonBody(req)), target.verb)))
        throw new Forbidden(req.t)
      return endpoint.handler(req)
    },
  }))

/** The files live beside the media folder (data/exports, data/imports by default), never in the app's own folder. */
const restricted = (collection: CollectionConfig, verb: 'read' | 'create'): CollectionConfig => ({
  ...collection,
  admin: { ...collection.admin, hidden: supportAdminHidden },
  access: { read: staffWhoMay, create: createFor(verb), update: nobody, delete: staffWhoMay },
  endpoints: guarded(collection.endpoints),
  upload: {
    ...(typeof collection.upload === 'object' ? collection.upload : {}),
    staticDir: uploadDir(collection.slug),
    mimeTypes: ['text/csv', 'application/json'],
    handlers: [missingFileNotFound],
  },
})

/** overrideExportCollection of the import-export plugin. */
export const exportsCollection = ({ collection }: { collection: CollectionConfig }) =>
  restricted(collection, 'read')
/** overrideImportCollection of the import-export plugin. */
export const importsCollection = ({ collection }: { collection: CollectionConfig }) =>
  restricted(collection, 'create')

/**
 * Every collection an export may read (the download endpoint takes any collection the role reads,
 * not only the plugin's list): each batch of a CSV export is neutralised before the plugin writes
 * it (src/security/csv.ts), after the collection's own hook if it has one. With a hook the plugin
 * keeps only the columns the rows carry; the rows keep every key, so a column goes missing only
 * for an array that is empty in every row of the first batch.
 */
export function spreadsheetSafeExports(collection: SanitizedCollectionConfig) {
  const options = collection.custom?.['plugin-import-export'] ?? {}
  const own = options.exportHooks?.before
  const before: ExportBeforeHook = async (args) => {
    const data = own ? await own(args) : args.data
    return args.format === 'csv' ? spreadsheetSafeRows(data) : data
  }
  collection.custom = {
    ...collection.custom,
    'plugin-import-export': { ...options, exportHooks: { ...options.exportHooks, before } },
  }
}
