import { createHmac, timingSafeEqual } from 'node:crypto'

import type { AuthStrategy } from 'payload'
import { parseCookies } from 'payload/shared'

/** How often a session's "last seen" moves forward at most. */
export const lastSeenStepMs = 5 * 60 * 1000
const touched = new Map<string, number>()

/** The claims of a token Payload signed (HS256 with its secret) that has not run out. */
function verifiedClaims(token: string, secret: string) {
  const [header, body, signature] = token.split('.')
  if (!header || !body || !signature) return null
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    sid?: unknown
    id?: unknown
    collection?: unknown
    exp?: unknown
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return null
  return claims
}

/**
 * Moves a session's "last seen" forward from its requests, at most every few minutes per session
 * and process. It never signs anyone in (Payload's JWT check after it does): it only reads the
 * token the request carries, checks its signature and touches the session's record, which exists
 * only while the session does.
 */
export const sessionLastSeen: AuthStrategy = {
  name: 'session-last-seen',
  authenticate: async ({ headers, payload }) => {
    const authorization = headers.get('Authorization')
    const token =
      authorization?.match(/^(?:JWT|Bearer) (.+)$/)?.[1] ??
      parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
    const claims = token ? verifiedClaims(token, payload.secret) : null
    const sid = typeof claims?.sid === 'string' ? claims.sid : undefined
    const now = Date.now()
    if (!claims || !sid || now - (touched.get(sid) ?? 0) < lastSeenStepMs) return { user: null }
    if (touched.size > 10_000) touched.clear()
    touched.set(sid, now)
    try {
      await payload.update({
        collection: 'account-sessions',
        where: {
          sid: { equals: sid },
          accountCollection: { equals: String(claims.collection) },
          accountId: { equals: String(claims.id) },
          lastSeenAt: { less_than: new Date(now - lastSeenStepMs).toISOString() },
        },
        data: { lastSeenAt: new Date(now).toISOString() },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'Could not note when a session was last seen' })
    }
    return { user: null }
  },
}
