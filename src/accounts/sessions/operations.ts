import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { isCustomerUser, isStaffUser } from '@/access'
import { ControlError, checkInput } from '@/control/shared/errors'
import { enforceRateLimit } from '@/security/limits'

import { ownSid } from './end'
import { endSessionInput } from './rules'
import { accountSessions, endAccountSession, endOtherAccountSessions } from './sessions'
import type { AccountCollection } from './types'

/**
 * The signed-in customer or staff member, signed in with a session (a password, passkey or
 * second-step log-in); anyone else, API tokens included, gets 401.
 */
function sessionAccount(req: PayloadRequest): {
  collection: AccountCollection
  id: number | string
} {
  const { user } = req
  if (!isCustomerUser(user) && !isStaffUser(user)) throw new ControlError('unauthorised', 401)
  const account = { collection: user.collection, id: user.id }
  if (!ownSid(req, account.collection, account.id)) throw new ControlError('unauthorised', 401)
  return account
}

export async function listMySessions(req: PayloadRequest) {
  return accountSessions(req, sessionAccount(req))
}

/** Ends one of the signed-in account's sessions; another account's session is "not found". */
export async function endMySession(req: PayloadRequest, input: z.input<typeof endSessionInput>) {
  const account = sessionAccount(req)
  await enforceRateLimit(req, 'account')
  const { id } = checkInput(endSessionInput, input)
  if (!(await endAccountSession(req, account, id))) throw new ControlError('sessionNotFound', 404)
  return true
}

/** Ends every session of the signed-in account but this one; how many ended. */
export async function endMyOtherSessions(req: PayloadRequest) {
  const account = sessionAccount(req)
  await enforceRateLimit(req, 'account')
  return endOtherAccountSessions(req, account)
}
