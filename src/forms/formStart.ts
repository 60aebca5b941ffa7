import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { markOnce } from '@/locks'

import { seal, unseal } from './sealed'

/**
 * How long a form start token stays valid: a visitor may take their time writing; a form left
 * open longer fetches a new token when it is focused again.
 */
export const formStartLifetimeMs = 24 * 60 * 60 * 1000

export type FormStart = { token: string; expiresAt: string }

type Claims = { kind: 'start'; id: string; start: number; exp: number }

/**
 * A server-issued "form start" for forms without a captcha: the browser fetches it when the
 * visitor first focuses the form, and the minimum fill time counts from the time sealed inside.
 */
export function issueFormStart(now = Date.now()): FormStart {
  const claims: Claims = {
    kind: 'start',
    id: randomUUID(),
    start: now,
    exp: now + formStartLifetimeMs,
  }
  return { token: seal(claims), expiresAt: new Date(claims.exp).toISOString() }
}

/**
 * The start time of a genuine, unexpired, unused start token, which is used up by this call;
 * null for a missing, forged, expired or replayed one.
 */
export async function redeemFormStart(
  payload: Payload,
  token: unknown,
  now = Date.now(),
): Promise<number | null> {
  const claims = unseal(token)
  if (
    claims?.kind !== 'start' ||
    typeof claims.id !== 'string' ||
    !Number.isFinite(claims.start) ||
    !Number.isFinite(claims.exp)
  ) {
    return null
  }
  const { id, start, exp } = claims as Claims
  if (exp <= now || start > now) return null
  return (await markOnce(payload, `start:${id}`, new Date(exp))) ? start : null
}
