import { APIError, type PayloadRequest } from 'payload'

import { clientAddress, rateLimit } from '@/security/rateLimit'

/**
 * Rate limits of the control area, per client address and action (multiplied by
 * RATE_LIMIT_MULTIPLIER inside rateLimit()). Local API calls from server code are not limited.
 */
export const controlLimits = {
  login: { limit: 10, windowMs: 15 * 60 * 1000 },
  signup: { limit: 5, windowMs: 60 * 60 * 1000 },
  reset: { limit: 5, windowMs: 15 * 60 * 1000 },
  invite: { limit: 20, windowMs: 60 * 60 * 1000 },
} as const

export class TooManyRequestsError extends APIError {
  constructor() {
    super('tooManyRequests', 429, undefined, true)
  }
}

export function enforceRateLimit(req: PayloadRequest, action: keyof typeof controlLimits): void {
  if (req.payloadAPI === 'local') return
  const { limit, windowMs } = controlLimits[action]
  const result = rateLimit({ key: `control:${action}:${clientAddress(req.headers)}`, limit, windowMs })
  if (!result.ok) throw new TooManyRequestsError()
}
