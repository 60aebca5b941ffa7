import type { PayloadRequest } from 'payload'

import { enforceLimit } from '@/security/loginLimits'

const minutes = (count: number) => count * 60 * 1000

/**
 * Rate limits of the control area's actions besides log-in (src/security/loginLimits.ts), per
 * client address and action (multiplied by RATE_LIMIT_MULTIPLIER inside rateLimit()). Local API
 * calls from server code are not limited.
 */
export const controlLimits = {
  signup: { limit: 5, windowMs: minutes(60) },
  reset: { limit: 5, windowMs: minutes(15) },
  invite: { limit: 20, windowMs: minutes(60) },
  // Account changes that check the current password or a link: password, e-mail, deletion.
  account: { limit: 10, windowMs: minutes(15) },
  accountData: { limit: 20, windowMs: minutes(60) },
  offer: { limit: 5, windowMs: minutes(60) },
  // Organisation API tokens created (src/control/tokens).
  apiTokens: { limit: 20, windowMs: minutes(60) },
} as const

/**
 * Requests with an organisation API token (`Authorization: Bearer ubt_…`, src/control/tokens):
 * failed ones (unknown, malformed, revoked or expired tokens) per client address, after which
 * that address's token requests are refused for the window, as failed log-ins are; and every
 * request per token.
 */
export const apiTokenLimits = {
  failures: { limit: 10, windowMs: minutes(15) },
  perToken: { limit: 600, windowMs: minutes(1) },
} as const

export async function enforceRateLimit(
  req: PayloadRequest,
  action: keyof typeof controlLimits,
): Promise<void> {
  await enforceLimit(req, action, controlLimits[action])
}
