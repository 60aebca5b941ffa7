import {
  APIError,
  commitTransaction,
  Forbidden,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { seesStatus, translates } from './access'
import { exportXliff, importXliff, readImport } from './handoff'
import { translationText } from './messages'
import { displayText } from './richText'
import {
  isTranslatedCollection,
  isTranslatedGlobal,
  localeFieldName,
  storeSlug,
  type Target,
  type TranslatedCollection,
} from './settings'
import { confirmTranslation, localesOf, refresh } from './store'
import { importLimits, importMaxBytes } from './xliffReader'

type Input = Record<string, unknown>

const refuse = (
  req: PayloadRequest,
  key: 'invalidTarget' | 'invalidLocale' | 'notFound',
  status = 400,
) => new APIError(translationText(req.i18n, key), status, null, true)

function targetOf(req: PayloadRequest, input: Input): Target {
  const { collection, id, global } = input
  if (isTranslatedGlobal(global)) return { global }
  if (
    isTranslatedCollection(collection) &&
    (typeof id === 'string' || typeof id === 'number') &&
    String(id) !== ''
  )
    return { collection, id }
  throw refuse(req, 'invalidTarget')
}

function localeOf(req: PayloadRequest, value: unknown): string {
  if (typeof value === 'string' && localesOf(req.payload).includes(value)) return value
  throw refuse(req, 'invalidLocale')
}

/** The target must exist (and the collection's own read rule is checked for the user). */
async function existing(req: PayloadRequest, target: Target): Promise<Target> {
  if ('global' in target) return target
  const found = await req.payload.count({
    collection: target.collection,
    where: { id: { equals: target.id } },
    overrideAccess: true,
    req,
  })
  if (found.totalDocs === 0) throw refuse(req, 'notFound', 404)
  return target
}

const queryOf = (req: PayloadRequest): Input => (req.query ?? {}) as Input

async function bodyOf(req: PayloadRequest): Promise<Input> {
  try {
    const body = (await req.json?.()) as unknown
    return body && typeof body === 'object' ? (body as Input) : {}
  } catch {
    return {}
  }
}

function guard(req: PayloadRequest, allowed: (req: PayloadRequest) => boolean) {
  if (!allowed(req)) throw new Forbidden(req.t)
}

/** GET: the status of one document per language (staff). */
const status: Endpoint = {
  path: '/translation/status',
  method: 'get',
  handler: async (req) => {
    guard(req, seesStatus)
    const target = await existing(req, targetOf(req, queryOf(req)))
    const { statuses } = await refresh(req, target)
    return Response.json({ statuses, canTranslate: translates(req) })
  },
}

/** GET: what changed in the other languages since `locale` was last translated (editors, admins). */
const changes: Endpoint = {
  path: '/translation/changes',
  method: 'get',
  handler: async (req) => {
    guard(req, translates)
    const query = queryOf(req)
    const target = await existing(req, targetOf(req, query))
    const locale = localeOf(req, query.locale)
    const described = await refresh(req, target)
    return Response.json({
      locale,
      status: described.statuses[locale],
      changes: described.changes[locale].map((change) => ({
        path: change.path,
        field: change.label[req.i18n.language] ?? change.path,
        locale: change.locale,
        kind: change.kind,
        before: displayText(change.before),
        after: displayText(change.after),
      })),
    })
  },
}

/** POST: marks `locale` of a document as translated (editors, admins). */
const confirmEndpoint: Endpoint = {
  path: '/translation/confirm',
  method: 'post',
  handler: async (req) => {
    guard(req, translates)
    const input = await bodyOf(req)
    const target = await existing(req, targetOf(req, input))
    const locale = localeOf(req, input.locale)
    const { statuses } = await confirmTranslation(req, target, locale)
    return Response.json({ statuses })
  },
}

async function listedTargets(req: PayloadRequest, documents: unknown): Promise<Target[]> {
  const listed = Array.isArray(documents) ? (documents as Input[]) : []
  if (listed.length === 0 || listed.length > 200) throw refuse(req, 'invalidTarget')
  const targets: Target[] = []
  for (const document of listed) targets.push(await existing(req, targetOf(req, document)))
  return targets
}

/** Every document of a collection that is outdated or missing in `locale`. */
async function needingTranslation(
  req: PayloadRequest,
  collection: TranslatedCollection,
  locale: string,
): Promise<Target[]> {
  const rows = await req.payload.find({
    collection: storeSlug,
    where: {
      and: [
        { target: { equals: collection } },
        { [`status.${localeFieldName(locale)}`]: { in: ['outdated', 'missing'] } },
      ],
    },
    select: { document: true },
    depth: 0,
    limit: 500,
    overrideAccess: true,
    req,
  })
  return rows.docs.map((row) => ({ collection, id: String(row.document) }))
}

/**
 * POST `{ documents: [{ collection, id } | { global }], locale, sourceLocale? }` (or
 * `{ collection, locale }`: every document of it that needs translation): the outdated and
 * missing fields as an XLIFF 2.0 file (editors, admins).
 */
const exportEndpoint: Endpoint = {
  path: '/translation/export',
  method: 'post',
  handler: async (req) => {
    guard(req, translates)
    const input = await bodyOf(req)
    const locale = localeOf(req, input.locale)
    const locales = localesOf(req.payload)
    const sourceLocale =
      input.sourceLocale === undefined
        ? (locales.find((candidate) => candidate !== locale) ?? locale)
        : localeOf(req, input.sourceLocale)
    if (sourceLocale === locale) throw refuse(req, 'invalidLocale')
    const targets = isTranslatedCollection(input.collection)
      ? await needingTranslation(req, input.collection, locale)
      : await listedTargets(req, input.documents)
    const xml = await exportXliff(req, targets, locale, sourceLocale)
    if (xml === null)
      throw new APIError(translationText(req.i18n, 'nothingToExport'), 404, null, true)
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xliff+xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="translation-${sourceLocale}-${locale}.xlf"`,
      },
    })
  },
}

/**
 * The request's body as text, or null when it is larger than `maxBytes` (read no further than
 * that: a declared length over it is refused before reading).
 */
async function boundedText(req: PayloadRequest, maxBytes: number): Promise<string | null> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return null
  const reader = req.body?.getReader()
  if (!reader) return ''
  const decoder = new TextDecoder()
  let bytes = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    bytes += value.byteLength
    if (bytes > maxBytes) {
      await reader.cancel()
      return null
    }
    text += decoder.decode(value, { stream: true })
  }
}

/** POST an XLIFF file of this export (the body): translations into drafts (editors, admins). */
const importEndpoint: Endpoint = {
  path: '/translation/import',
  method: 'post',
  handler: async (req) => {
    guard(req, translates)
    const xml = await boundedText(req, importMaxBytes)
    if (xml === null)
      throw new APIError(
        translationText(req.i18n, 'fileTooLarge', { limit: importLimits.megabytes }),
        413,
        null,
        true,
      )
    if (xml.trim() === '')
      throw new APIError(translationText(req.i18n, 'emptyFile'), 400, null, true)
    const file = await readImport(req, xml)
    // All documents of the file or none: a failure half-way leaves no half-imported file.
    const owns = await initTransaction(req)
    let imported: number
    try {
      imported = await importXliff(req, file)
      if (owns) await commitTransaction(req)
    } catch (error) {
      if (owns) await killTransaction(req)
      throw error
    }
    return Response.json({
      imported,
      message: translationText(req.i18n, 'imported', { count: imported }),
    })
  },
}

export const translationEndpoints: Endpoint[] = [
  status,
  changes,
  confirmEndpoint,
  exportEndpoint,
  importEndpoint,
]
