import {
  APIError,
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { adminText } from '@/admin/translations'
import { LimitsUnavailableError, loginSucceeded, throttleLogin } from '@/security/loginLimits'
import { spendPasswordCheck } from '@/security/passwordWork'

const normaliseEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : ''

/** The admin shows the message as is: say in the staff member's language why log-in is refused. */
async function throttleStaff(req: PayloadRequest, email: string) {
  try {
    await throttleLogin(req, 'users', email)
  } catch (error) {
    if (!(error instanceof LimitsUnavailableError)) throw error
    throw new APIError(adminText(req.i18n, 'loginLimitsUnavailable'), 503, undefined, true)
  }
}

/**
 * Staff log-in over REST and GraphQL: limited per client address and per address + account
 * (429 `tooManyRequests`; 503 while the shared limits are unreachable), and an unknown address
 * pays a password check before the same 401 as a wrong password, so staff addresses cannot be
 * told from the answer or its timing.
 */
export const throttleStaffLogin: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = normaliseEmail(data?.email)
  await throttleStaff(req, email)
  // Payload refuses a missing password before looking anything up: leave that answer to it.
  if (typeof data?.password !== 'string' || data.password.trim() === '' || !email) return args
  const user = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email } },
    select: { id: true },
    req,
  })
  if (!user) {
    await spendPasswordCheck(data.password)
    throw new AuthenticationError(req.t)
  }
  return args
}

export const staffLoginSucceeded: CollectionAfterLoginHook = async ({ req, user }) => {
  await loginSucceeded(req, 'users', normaliseEmail(user.email))
  return user
}
