import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

type Purpose = 'confirm' | 'unsubscribe'

const key = () => createHmac('sha256', process.env.PAYLOAD_SECRET || '').update('unbound:newsletter:v1').digest()

/**
 * Link tokens are signed, not stored: `<id>.<hmac(purpose, id, email)>`. The same sign-up always
 * gets the same links (retries and resends stay valid), and nobody can make one for another id.
 */
export function newsletterToken(purpose: Purpose, id: number | string, email: string): string {
  const mac = createHmac('sha256', key()).update(`${purpose}:${id}:${email.toLowerCase()}`).digest('base64url')
  return `${id}.${mac}`
}

/** The subscriber id a token claims (checked against the stored e-mail by verifyNewsletterToken). */
export function tokenSubject(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [id, mac, extra] = token.split('.')
  return id && mac && extra === undefined && /^[A-Za-z0-9-]{1,40}$/.test(id) ? id : null
}

export function verifyNewsletterToken(purpose: Purpose, token: string, id: number | string, email: string): boolean {
  const expected = Buffer.from(newsletterToken(purpose, id, email))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** What the collection keeps of a token: its hash (for staff lookup), never the token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
