import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql'
import { createLocalReq, type Payload } from 'payload'

import { actAsApiToken, type ApiTokenActor } from '@/control/shared/actor'
import { managesEngines, roleIn } from '@/control/shared/roles'
import { recordActivity } from '@/control/team'
import { getPayloadClient } from '@/data/payload'
import { errorAnswer, logRefusal } from '@/graphql/route'
import { metrics } from '@/observability/metrics'
import { clientAddress } from '@/security/clientAddress'
import { apiTokenLimits } from '@/security/limits'
import { rateLimit } from '@/security/rateLimit'
import { relationId } from '@/utilities/ids'

import { apiTokenPrefix } from './rules'
import { hashSecret, looksLikeSecret } from './secrets'

type Handler = (request: Request) => Promise<Response>

/** "Last used" is written at most this often per token. */
const lastUsedEveryMs = 60_000

const bearer = new RegExp(`^Bearer\\s+(${apiTokenPrefix}\\S*)\\s*$`, 'i')

/** The secret of an `Authorization: Bearer ubt_…` header, or null for any other header. */
function bearerSecret(headers: Headers): string | null {
  return bearer.exec(headers.get('authorization') ?? '')?.[1] ?? null
}

type Refusal = { status: 401 | 429; message: string; retryAfterMs?: number }

const failuresKey = (address: string) => `api-token-failures:${address}`

/**
 * Counts `weight` requests against a limit (0 only looks). While the shared store is out, this
 * process counts instead of refusing: the secrets cannot be guessed (256 random bits), the
 * limits spare the database.
 */
const within = (key: string, limit: { limit: number; windowMs: number }, weight = 1) =>
  rateLimit({ key, ...limit, weight, whenUnavailable: 'memory' })

const tooMany = (retryAfterMs: number): Refusal => ({
  status: 429,
  message: 'tooManyRequests',
  retryAfterMs,
})

type Authenticated = { token: ApiTokenActor; lastUsedAt: string | null }

/**
 * The valid token whose secret this is (and when it was last used): not revoked, not expired,
 * its creator still an owner or admin of its organisation.
 */
async function validToken(payload: Payload, secret: string): Promise<Authenticated | null> {
  if (!looksLikeSecret(secret)) return null
  const { docs } = await payload.find({
    collection: 'api-tokens',
    where: { secretHash: { equals: hashSecret(secret) } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const token = docs[0]
  const organisationId = relationId(token?.organisation)
  const creatorId = relationId(token?.createdBy)
  if (!token || token.revokedAt || new Date(token.expiresAt) <= new Date()) return null
  if (organisationId === undefined || creatorId === undefined) return null
  const [organisation, creator] = await Promise.all([
    payload.findByID({
      collection: 'organisations',
      id: organisationId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { owner: true, members: true },
    }),
    payload.findByID({
      collection: 'customers',
      id: creatorId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { closedAt: true },
    }),
  ])
  // A token lasts only as long as its creator may create one: leaving, demotion or closing the account end it.
  if (!organisation || !creator || creator.closedAt) return null
  if (!managesEngines(roleIn(organisation, creatorId))) return null
  return {
    token: {
      id: token.id,
      name: token.name,
      organisation: organisationId,
      scope: token.scope,
      createdBy: creatorId,
    },
    lastUsedAt: token.lastUsedAt ?? null,
  }
}

/**
 * The token of a bearer secret, or why the request is refused: 429 while the client address has
 * used up its failed attempts (checked before the secret, so guessing stops there) or the token
 * its requests; 401 `invalidApiToken` for a secret that is unknown, malformed, revoked or
 * expired (alike, and counted as a failure).
 */
async function authenticateApiToken(
  payload: Payload,
  secret: string,
  address: string,
): Promise<Authenticated | { refusal: Refusal }> {
  const failures = failuresKey(address)
  const before = await within(failures, apiTokenLimits.failures, 0)
  if (!before.ok) {
    metrics().rateLimitRefusals.inc({ limit: 'api-token-failures' })
    return { refusal: tooMany(before.retryAfterMs) }
  }
  const valid = await validToken(payload, secret)
  if (!valid) {
    const after = await within(failures, apiTokenLimits.failures)
    if (after.ok) return { refusal: { status: 401, message: 'invalidApiToken' } }
    metrics().rateLimitRefusals.inc({ limit: 'api-token-failures' })
    return { refusal: tooMany(after.retryAfterMs) }
  }
  const use = await within(`api-token:${valid.token.id}`, apiTokenLimits.perToken)
  if (!use.ok) {
    metrics().rateLimitRefusals.inc({ limit: 'api-token' })
    return { refusal: tooMany(use.retryAfterMs) }
  }
  return valid
}

/** The root fields a request's operation selects (fragments followed), for the activity log. */
function rootFields(document: DocumentNode, operationName: unknown): string[] {
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const operation =
    typeof operationName === 'string'
      ? operations.find((definition) => definition.name?.value === operationName)
      : operations[0]
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  )
  const names = new Set<string>()
  const seen = new Set<string>()
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value)
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet)
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value)
        const fragment = fragments.get(selection.name.value)
        if (fragment) walk(fragment.selectionSet)
      }
    }
  }
  if (operation) walk(operation.selectionSet)
  return [...names]
}

const requestLine = 'POST /api/graphql'

/**
 * What the request calls, as the activity entry names it: its root fields, or the request line
 * when its body names none (Payload refuses it then).
 */
async function calledFields(request: Request): Promise<string> {
  try {
    const body = JSON.parse(await request.clone().text()) as {
      query?: unknown
      operationName?: unknown
    }
    if (typeof body?.query !== 'string') return requestLine
    const fields = rootFields(parse(body.query, { maxTokens: 100_000 }), body.operationName)
    return fields.join(', ').slice(0, 500) || requestLine
  } catch {
    return requestLine
  }
}

/**
 * Every use of a token: "last used", written only when older than a minute (and then by a
 * conditional update, so requests at the same moment write it once), and an entry in the
 * organisation's activity log naming the token and the fields called.
 */
async function recordUse(payload: Payload, { token, lastUsedAt }: Authenticated, request: Request) {
  const now = new Date()
  const stale = new Date(now.getTime() - lastUsedEveryMs).toISOString()
  if (!lastUsedAt || new Date(lastUsedAt).getTime() < now.getTime() - lastUsedEveryMs)
    await payload.update({
      collection: 'api-tokens',
      where: {
        and: [
          { id: { equals: token.id } },
          { or: [{ lastUsedAt: { exists: false } }, { lastUsedAt: { less_than: stale } }] },
        ],
      },
      data: { lastUsedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
  const req = await createLocalReq({}, payload)
  actAsApiToken(req, token)
  await recordActivity(req, {
    organisation: token.organisation,
    action: 'apiTokenUsed',
    subject: await calledFields(request),
  })
}

const refused = ({ status, message, retryAfterMs }: Refusal) => {
  logRefusal(status, message)
  return errorAnswer(
    status,
    message,
    status === 429
      ? { 'Retry-After': String(Math.max(1, Math.ceil((retryAfterMs ?? 0) / 1000))) }
      : { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  )
}

/**
 * /api/graphql with organisation API tokens: a request with `Authorization: Bearer ubt_…` is
 * answered 401 or 429 unless its token is valid (authenticateApiToken); a valid one goes on to
 * Payload without that header and without cookies, so no user is signed in (Payload's
 * collections, and every operation but those that accept a token, treat it as anonymous), and
 * carries the token for the operations that accept one (control/shared/actor.ts). Any other
 * request goes on unchanged.
 */
export function apiTokenGraphQL(handler: Handler): Handler {
  return async (request) => {
    const secret = bearerSecret(request.headers)
    if (secret === null) return handler(request)
    const payload = await getPayloadClient()
    const outcome = await authenticateApiToken(payload, secret, clientAddress(request.headers))
    if ('refusal' in outcome) return refused(outcome.refusal)
    const headers = new Headers(request.headers)
    headers.delete('authorization')
    headers.delete('cookie')
    const forwarded = new Request(request, { headers })
    actAsApiToken(forwarded, outcome.token)
    await recordUse(payload, outcome, forwarded)
    return handler(forwarded)
  }
}
