import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed HTTP messages: HMAC-SHA256 over `<timestamp>.<raw body>` with a shared secret, sent as
 *   X-Unbound-Timestamp: <unix seconds>
 *   X-Unbound-Signature: sha256=<hex>
 * Used between the app and the hosting back end (HOSTING_WEBHOOK_SECRET, both directions) and for
 * revalidation requests from workers to the site (PAYLOAD_SECRET, src/cache/forward.ts).
 * A message older (or newer) than five minutes is refused, so a captured one cannot be replayed later.
 */
export const timestampHeader = 'x-unbound-timestamp'
export const signatureHeader = 'x-unbound-signature'
export const maxSkewSeconds = 5 * 60

export function signPayload(
  body: string,
  secret: string,
  timestamp: number = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return { [timestampHeader]: String(timestamp), [signatureHeader]: `sha256=${signature}` }
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'no-secret' | 'missing' | 'stale' | 'mismatch' }

export function verifySignature(
  body: string,
  headers: { timestamp?: string | null; signature?: string | null },
  secret: string | undefined,
  now: number = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!secret) return { ok: false, reason: 'no-secret' }
  const { timestamp, signature } = headers
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp))
    return { ok: false, reason: 'missing' }
  if (Math.abs(now - Number(timestamp)) > maxSkewSeconds) return { ok: false, reason: 'stale' }
  const expected = Buffer.from(signPayload(body, secret, Number(timestamp))[signatureHeader])
  const given = Buffer.from(signature.trim())
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'mismatch' }
  return { ok: true }
}
