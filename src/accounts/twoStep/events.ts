import type { PayloadRequest } from 'payload'

import { securityEvent } from '@/accounts/sessions'

import type { Account } from './factor'

export type TwoStepEvent = 'twoStepEnabled' | 'twoStepDisabled' | 'recoveryCodeUsed'

/**
 * Ends the account's other sessions (all but the request's own, or `keepSid`: the session a
 * recovery code just opened) and mails its owner what happened.
 */
export async function announce(
  req: PayloadRequest,
  account: Account,
  kind: TwoStepEvent,
  keepSid?: string,
): Promise<void> {
  await securityEvent(req, { collection: account.collection, id: account.id, kind, keepSid })
}
