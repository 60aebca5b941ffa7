import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

/** How long an issued challenge can be answered. */
export const captchaLifetimeMs = 10 * 60 * 1000

export type CaptchaChallenge = { token: string; question: string; expiresAt: string }
export type CaptchaFailure = 'wrong' | 'expired' | 'invalid'
export type CaptchaCheck = { ok: true } | { ok: false; reason: CaptchaFailure }

type Claims = { id: string; a: number; b: number; exp: number }

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** A key of its own, derived from PAYLOAD_SECRET, so captcha signatures can't be reused elsewhere. */
function signingKey(secret = process.env.PAYLOAD_SECRET || ''): Buffer {
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign captcha challenges')
  return createHmac('sha256', secret).update('unbound:captcha:v1').digest()
}

const sign = (body: string) => createHmac('sha256', signingKey()).update(body).digest()

/** Issues a new arithmetic challenge "a + b = ?", signed and valid for ten minutes. */
export function issueCaptcha(now = Date.now()): CaptchaChallenge {
  const claims: Claims = { id: randomUUID(), a: randomInt(1, 10), b: randomInt(1, 10), exp: now + captchaLifetimeMs }
  const body = encode(JSON.stringify(claims))
  return {
    token: `${body}.${encode(sign(body))}`,
    question: `${claims.a} + ${claims.b} = ?`,
    expiresAt: new Date(claims.exp).toISOString(),
  }
}

/** The challenge's claims when its signature is genuine, else null. Says nothing about expiry or use. */
export function readCaptchaToken(token: unknown): Claims | null {
  if (typeof token !== 'string' || token.length > 1000) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = sign(body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims
    if (typeof claims.id !== 'string' || !Number.isInteger(claims.a) || !Number.isInteger(claims.b) || !Number.isFinite(claims.exp)) {
      return null
    }
    return claims
  } catch {
    return null
  }
}

/**
 * Verifies an answer. A genuine, unexpired challenge is used up by any attempt (right or wrong),
 * so each challenge can be answered once: a replay, or a guess after a wrong answer, is refused.
 */
export async function verifyCaptcha(
  payload: Payload,
  token: unknown,
  answer: unknown,
  now = Date.now(),
): Promise<CaptchaCheck> {
  const claims = readCaptchaToken(token)
  if (!claims) return { ok: false, reason: 'invalid' }
  if (claims.exp <= now) return { ok: false, reason: 'expired' }
  try {
    await payload.create({
      collection: 'captcha-challenges',
      data: { challengeId: claims.id, expiresAt: new Date(claims.exp).toISOString() },
      overrideAccess: true,
      depth: 0,
      // No `req`: the use is recorded outside the submission's transaction, so it stays recorded
      // even when the submission itself is refused.
    })
  } catch {
    // The unique index on challengeId refuses a second use.
    return { ok: false, reason: 'invalid' }
  }
  const given = String(answer ?? '').trim()
  if (!/^-?\d{1,3}$/.test(given) || Number(given) !== claims.a + claims.b) return { ok: false, reason: 'wrong' }
  return { ok: true }
}
