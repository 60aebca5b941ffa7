import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

import { Webhook, WebhookVerificationError } from 'standardwebhooks'

/**
 * Signed HTTP messages: HMAC-SHA256 over `<timestamp>.<raw body>` with a shared secret, sent as
 *   X-Unbound-Timestamp: <unix seconds>
 *   X-Unbound-Signature: sha256=<hex>
 * Used for revalidation requests from workers to the site (PAYLOAD_SECRET, src/cache/forward.ts),
 * the CDN purges of CDN_PURGE=http (src/cache/purge/edges.ts) and, beside Standard Webhooks (below)
 * until release 2.0, between the app and the hosting back end (HOSTING_WEBHOOK_SECRET).
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

/**
 * Standard Webhooks (https://www.standardwebhooks.com), signed and verified by the
 * `standardwebhooks` package: HMAC-SHA256 over `<id>.<timestamp>.<raw body>`, sent as
 *   webhook-id: <unique per message>
 *   webhook-timestamp: <unix seconds>
 *   webhook-signature: v1,<base64>
 * with the package's tolerance of five minutes either way. The key is a `whsec_<base64>` secret's
 * decoded bytes, or any other secret's UTF-8 bytes (whose `whsec_` form standardWebhookSecret
 * gives). Replays within the tolerance are the receiver's to refuse, by the id.
 */
export const standardHeaders = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const

/** The package's tolerance (not exported by it): a message's timestamp within five minutes of now. */
export const standardToleranceSeconds = 5 * 60

const secretPrefix = 'whsec_'

/** The secret as any Standard Webhooks library takes it: `whsec_` and the key in base64. */
export const standardWebhookSecret = (secret: string) =>
  secret.startsWith(secretPrefix)
    ? secret
    : `${secretPrefix}${Buffer.from(secret, 'utf8').toString('base64')}`

export function signStandardWebhook(
  body: string,
  secret: string,
  { id = `msg_${randomUUID()}`, at = new Date() }: { id?: string; at?: Date } = {},
) {
  return {
    [standardHeaders.id]: id,
    [standardHeaders.timestamp]: String(Math.floor(at.getTime() / 1000)),
    [standardHeaders.signature]: new Webhook(standardWebhookSecret(secret)).sign(id, at, body),
  }
}

export type StandardWebhookCheck =
  | { ok: true; id: string; timestamp: number }
  | { ok: false; reason: 'no-secret' | 'missing' | 'stale' | 'mismatch' }

export function verifyStandardWebhook(
  body: string,
  headers: { id?: string | null; timestamp?: string | null; signature?: string | null },
  secret: string | undefined,
): StandardWebhookCheck {
  if (!secret) return { ok: false, reason: 'no-secret' }
  const { id, timestamp, signature } = headers
  if (!id || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp))
    return { ok: false, reason: 'missing' }
  try {
    new Webhook(standardWebhookSecret(secret)).verify(
      body,
      {
        [standardHeaders.id]: id,
        [standardHeaders.timestamp]: timestamp,
        [standardHeaders.signature]: signature,
      },
      { jsonParse: false },
    )
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error
    return { ok: false, reason: /timestamp/i.test(error.message) ? 'stale' : 'mismatch' }
  }
  return { ok: true, id, timestamp: Number(timestamp) }
}
