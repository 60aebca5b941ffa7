import { APIError, type PayloadRequest } from 'payload'

import { metrics } from '@/observability/metrics'

import { clientAddress } from './clientAddress'
import {
  forgetRateLimit,
  rateLimit,
  RateLimitUnavailableError,
  type RateLimitOptions,
} from './rateLimit'

const minutes = (count: number) => count * 60 * 1000

/**
 * Log-ins per client address and window: customers in the control area, staff in the admin
 * (multiplied by RATE_LIMIT_MULTIPLIER inside rateLimit()).
 */
export const loginLimits = {
  login: { limit: 10, windowMs: minutes(15) },
  staffLogin: { limit: 10, windowMs: minutes(15) },
} as const

/**
 * Failed log-ins allowed per client address and account before that pair is refused for the
 * window. Counted by the normalised address typed in, whether or not an account has it, so known
 * and unknown accounts answer alike; a stranger elsewhere cannot lock the owner out.
 */
export const accountLoginLimit = { limit: 5, windowMs: minutes(15) } as const

class TooManyRequestsError extends APIError {
  constructor() {
    super('tooManyRequests', 429, undefined, true)
  }
}

/** The shared limits (Redis) cannot be reached: log-in, sign-up and reset are refused rather than unlimited. */
export class LimitsUnavailableError extends APIError {
  constructor() {
    super('temporarilyUnavailable', 503, undefined, true)
  }
}

/** `limit` names the limit in unbound_rate_limit_refusals_total (never the key: it holds addresses). */
async function withinLimit(options: RateLimitOptions, limit: string): Promise<boolean> {
  try {
    const { ok } = await rateLimit(options)
    if (!ok) metrics().rateLimitRefusals.inc({ limit })
    return ok
  } catch (error) {
    if (error instanceof RateLimitUnavailableError) throw new LimitsUnavailableError()
    throw error
  }
}

/**
 * Counts one request of `action` from the client's address (key `control:<action>:<address>`);
 * throws 429 once the limit is used up, 503 while the shared limits are unreachable. Local API
 * calls from server code are not limited.
 */
export async function enforceLimit(
  req: PayloadRequest,
  action: string,
  limit: { limit: number; windowMs: number },
): Promise<void> {
  if (req.payloadAPI === 'local') return
  if (
    !(await withinLimit(
      { key: `control:${action}:${clientAddress(req.headers)}`, ...limit },
      `control:${action}`,
    ))
  )
    throw new TooManyRequestsError()
}

export type LoginScope = 'customers' | 'users'

const accountKey = (req: PayloadRequest, scope: LoginScope, email: string) =>
  `login-account:${scope}:${clientAddress(req.headers)}:${email}`

/**
 * Counts one log-in attempt per address and per address+account; throws 429 once either is used
 * up. A successful log-in calls loginSucceeded(), which clears the address+account count, so only
 * consecutive failures lock that pair.
 */
export async function throttleLogin(
  req: PayloadRequest,
  scope: LoginScope,
  email: string,
): Promise<void> {
  if (req.payloadAPI === 'local') return
  const action = scope === 'users' ? 'staffLogin' : 'login'
  await enforceLimit(req, action, loginLimits[action])
  if (
    !(await withinLimit(
      { key: accountKey(req, scope, email), ...accountLoginLimit },
      `login-account:${scope}`,
    ))
  ) {
    metrics().loginLockouts.inc({ scope })
    throw new TooManyRequestsError()
  }
}

/** The log-in itself succeeded: a store that failed since only leaves the failures to expire. */
export async function loginSucceeded(
  req: PayloadRequest,
  scope: LoginScope,
  email: string,
): Promise<void> {
  await forgetRateLimit(accountKey(req, scope, email)).catch(() => undefined)
}
