import {
  Forbidden,
  type Access,
  type CollectionConfig,
  type CollectionSlug,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { uploadDir } from '@/infra/storageSettings'

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

/** The plugin's own endpoints (download, previews) answer admins and support only. */
const guarded = (endpoints: CollectionConfig['endpoints']): Endpoint[] =>
  (endpoints || []).map((endpoint) => ({
    ...endpoint,
    handler: async (req) => {
      if (!mayImportOrExport(req)) throw new Forbidden(req.t)
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
  },
})

/** overrideExportCollection of the import-export plugin. */
export const exportsCollection = ({ collection }: { collection: CollectionConfig }) =>
  restricted(collection, 'read')
/** overrideImportCollection of the import-export plugin. */
export const importsCollection = ({ collection }: { collection: CollectionConfig }) =>
  restricted(collection, 'create')
