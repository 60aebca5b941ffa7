import { APIError, Forbidden, type Endpoint, type PayloadRequest } from 'payload'

import { seesStatus, translates } from './access'
import { translationText } from './messages'
import { displayText } from './richText'
import { isTranslatedCollection, isTranslatedGlobal, type Target } from './settings'
import { confirmTranslation, localesOf, refresh } from './store'

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

export const translationEndpoints: Endpoint[] = [status, changes, confirmEndpoint]
