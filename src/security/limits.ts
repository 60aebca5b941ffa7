import { APIError, type PayloadRequest } from 'payload'

import {
  clientAddress,
  forgetRateLimit,
  rateLimit,
  RateLimitUnavailableError,
  type RateLimitOptions,
} from '@/security/rateLimit'

const minutes = (count: number) => count * 60 * 1000

/**
 * Rate limits of the control area and the staff log-in, per client address and action
 * (multiplied by RATE_LIMIT_MULTIPLIER inside rateLimit()). Local API calls from server code are
 * not limited.
 */
export const controlLimits = {
  login: { limit: 10, windowMs: minutes(15) },
  signup: { limit: 5, windowMs: minutes(60) },
  reset: { limit: 5, windowMs: minutes(15) },
  invite: { limit: 20, windowMs: minutes(60) },
  // Account changes that check the current password or a link: password, e-mail, deletion.
  account: { limit: 10, windowMs: minutes(15) },
  accountData: { limit: 20, windowMs: minutes(60) },
  offer: { limit: 5, windowMs: minutes(60) },
  staffLogin: { limit: 10, windowMs: minutes(15) },
} as const

/**
 * Failed log-ins allowed per client address and account before that pair is refused for the
 * window. Counted by the normalised address typed in, whether or not an account has it, so known
 * and unknown accounts answer alike; a stranger elsewhere cannot lock the owner out.
 */
export const accountLoginLimit = { limit: 5, windowMs: minutes(15) } as const

export class TooManyRequestsError extends APIError {
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

async function withinLimit(options: RateLimitOptions): Promise<boolean> {
  try {
    return (await rateLimit(options)).ok
  } catch (error) {
    if (error instanceof RateLimitUnavailableError) throw new LimitsUnavailableError()
    throw error
  }
}

export async function enforceRateLimit(
  req: PayloadRequest,
  action: keyof typeof controlLimits,
): Promise<void> {
  if (req.payloadAPI === 'local') return
  const { limit, windowMs } = controlLimits[action]
  if (
    !(await withinLimit({
      key: `control:${action}:${clientAddress(req.headers)}`,
      limit,
      windowMs,
    }))
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
  await enforceRateLimit(req, scope === 'users' ? 'staffLogin' : 'login')
  if (!(await withinLimit({ key: accountKey(req, scope, email), ...accountLoginLimit })))
    throw new TooManyRequestsError()
}

/** The log-in itself succeeded: a store that failed since only leaves the failures to expire. */
export async function loginSucceeded(
  req: PayloadRequest,
  scope: LoginScope,
  email: string,
): Promise<void> {
  await forgetRateLimit(accountKey(req, scope, email)).catch(() => undefined)
}
