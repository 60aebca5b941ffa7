import { randomInt, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { markOnce } from '@/locks'

import { formStartLifetimeMs } from './formStart'
import { seal, unseal } from './sealed'

/** How long an issued challenge can be answered. */
export const captchaLifetimeMs = 10 * 60 * 1000

export type CaptchaChallenge = { token: string; question: string; expiresAt: string }
export type CaptchaFailure = 'wrong' | 'expired' | 'invalid'
export type CaptchaCheck = { ok: true; startedAt: number } | { ok: false; reason: CaptchaFailure }

/** `start`: when the server first showed this visitor a challenge (the fill time counts from it). */
type Claims = { kind: 'captcha'; id: string; a: number; b: number; start: number; exp: number }

/**
 * Issues a new arithmetic challenge "a + b = ?". The token is sealed (AES-256-GCM): it reveals
 * neither the numbers nor the sum, and any server sharing PAYLOAD_SECRET can verify it.
 * `start` carries the form's start time over from an earlier challenge (a new question after a
 * wrong answer or a reset does not restart the visitor's fill time).
 */
export function issueCaptcha(now = Date.now(), start = now): CaptchaChallenge {
  const claims: Claims = {
    kind: 'captcha',
    id: randomUUID(),
    a: randomInt(1, 10),
    b: randomInt(1, 10),
    start,
    exp: now + captchaLifetimeMs,
  }
  return {
    token: seal(claims),
    question: `${claims.a} + ${claims.b} = ?`,
    expiresAt: new Date(claims.exp).toISOString(),
  }
}

/** The challenge's claims when the server sealed it, else null. Says nothing about expiry or use. */
export function readCaptchaToken(token: unknown): Claims | null {
  const claims = unseal(token)
  if (
    claims?.kind !== 'captcha' ||
    typeof claims.id !== 'string' ||
    !Number.isInteger(claims.a) ||
    !Number.isInteger(claims.b) ||
    !Number.isFinite(claims.start) ||
    !Number.isFinite(claims.exp)
  ) {
    return null
  }
  return claims as Claims
}

/**
 * The start time a new challenge inherits from the visitor's previous one (expired or used, but
 * genuine and not older than a form start token may be), else `now`.
 */
export function startCarriedFrom(previous: unknown, now = Date.now()): number {
  const claims = readCaptchaToken(previous)
  return claims && claims.start <= now && now - claims.start < formStartLifetimeMs
    ? claims.start
    : now
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
  if (!(await markOnce(payload, claims.id, new Date(claims.exp))))
    return { ok: false, reason: 'invalid' }
  const given = String(answer ?? '').trim()
  if (!/^-?\d{1,3}$/.test(given) || Number(given) !== claims.a + claims.b)
    return { ok: false, reason: 'wrong' }
  return { ok: true, startedAt: claims.start }
}
