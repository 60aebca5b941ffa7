import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { requireCustomer } from '@/control/shared/customer'
import { checkInput } from '@/control/shared/errors'
import type { ResponseHeaders } from '@/graphql/builder'
import { enforceRateLimit } from '@/security/limits'

import type { Account } from './factor'
import {
  beginSetUp,
  confirmSetUp,
  disableTwoStep,
  regenerateRecoveryCodes,
  twoStepStatus,
} from './manage'
import { codeInput, signInCodeInput } from './rules'
import { completeSignIn } from './signIn'

/**
 * The customers' two-step sign-in in the control area (the GraphQL fields of ./schema.ts): the
 * signed-in customer's own set-up, and the second step of logInCustomer.
 */
async function signedInAccount(req: PayloadRequest): Promise<Account> {
  const customer = requireCustomer(req)
  await enforceRateLimit(req, 'account')
  return { collection: 'customers', id: customer.id }
}

export async function myTwoStep(req: PayloadRequest) {
  return twoStepStatus(req, { collection: 'customers', id: requireCustomer(req).id })
}

export async function startMyTwoStepSetUp(req: PayloadRequest) {
  return beginSetUp(req, await signedInAccount(req))
}

export async function confirmMyTwoStep(req: PayloadRequest, input: z.input<typeof codeInput>) {
  const account = await signedInAccount(req)
  return confirmSetUp(req, account, checkInput(codeInput, input).code)
}

export async function disableMyTwoStep(req: PayloadRequest, input: z.input<typeof codeInput>) {
  const account = await signedInAccount(req)
  return disableTwoStep(req, account, checkInput(codeInput, input).code)
}

export async function regenerateMyRecoveryCodes(
  req: PayloadRequest,
  input: z.input<typeof codeInput>,
) {
  const account = await signedInAccount(req)
  return regenerateRecoveryCodes(req, account, checkInput(codeInput, input).code)
}

/**
 * The second step of a customer's log-in: the ticket logInCustomer answered with, and a code or a
 * recovery code; sets the session cookie. Counted like the log-in itself (per client address and
 * per address + account).
 */
export async function logInCustomerWithCode(
  req: PayloadRequest,
  headers: ResponseHeaders,
  input: z.input<typeof signInCodeInput>,
) {
  const { ticket, code } = checkInput(signInCodeInput, input)
  const { session } = await completeSignIn(req, ticket, code, 'customers')
  headers['Set-Cookie'] = session.cookie
  return true
}
