import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/config/env'

type Purpose = 'confirm' | 'unsubscribe'

/** A confirmation link works for seven days (and once); a new sign-up mails a new one. */
export const confirmationLifetimeMs = 7 * 24 * 60 * 60 * 1000

/** Unchanged since the first release, so unsubscribe links in newsletters already sent keep working. */
function key(secret = env().PAYLOAD_SECRET ?? ''): Buffer {
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign newsletter links')
  return createHmac('sha256', secret).update('unbound:newsletter:v1').digest()
}
const mac = (text: string) => createHmac('sha256', key()).update(text).digest('base64url')

const equal = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The confirmation link's token: `<id>.<expiry>.<hmac(confirm, id, e-mail, expiry)>`. Signed, and
 * only its hash is stored: the subscriber keeps the hash of the latest one, which confirming
 * clears, so the token works once and only until it expires.
 */
export function confirmToken(id: number | string, email: string, now = Date.now()): string {
  const expires = (now + confirmationLifetimeMs).toString(36)
  return `${id}.${expires}.${mac(`confirm:${id}:${email.toLowerCase()}:${expires}`)}`
}

/**
 * The unsubscribe link's token: `<id>.<hmac(unsubscribe, id, e-mail)>`. It does not expire and
 * stays the same for the life of the subscription, because every newsletter carries it;
 * unsubscribing is idempotent, so using it again changes nothing.
 */
export function unsubscribeToken(id: number | string, email: string): string {
  return `${id}.${mac(`unsubscribe:${id}:${email.toLowerCase()}`)}`
}

/** The subscriber id a token claims (checked against the stored e-mail by verifyNewsletterToken). */
export function tokenSubject(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [id] = token.split('.')
  return id && /^[A-Za-z0-9-]{1,40}$/.test(id) ? id : null
}

/** Whether `token` is the server's token of this purpose for this subscriber, and unexpired. */
export function verifyNewsletterToken(
  purpose: Purpose,
  token: string,
  id: number | string,
  email: string,
  now = Date.now(),
): boolean {
  if (purpose === 'unsubscribe') return equal(token, unsubscribeToken(id, email))
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const expires = parseInt(parts[1]!, 36)
  if (!Number.isFinite(expires) || expires <= now || expires > now + confirmationLifetimeMs)
    return false
  return equal(parts[2]!, mac(`confirm:${id}:${email.toLowerCase()}:${parts[1]}`))
}

/** What the collection keeps of a token: its hash, never the token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
