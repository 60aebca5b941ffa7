import { AuthenticationError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { loginSucceeded, throttleLogin } from '@/hosting/limits'

import { spendPasswordCheck } from './passwordWork'

const normaliseEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/**
 * Staff log-in over REST and GraphQL: limited per client address and per address + account
 * (429 `tooManyRequests`), and an unknown address pays a password check before the same 401 as
 * a wrong password, so staff addresses cannot be told from the answer or its timing.
 */
export const throttleStaffLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = normaliseEmail(data?.email)
  throttleLogin(req, 'users', email)
  // Payload refuses a missing password before looking anything up: leave that answer to it.
  if (typeof data?.password !== 'string' || data.password.trim() === '' || !email) return args
  const user = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, select: { id: true }, req })
  if (!user) {
    await spendPasswordCheck(data.password)
    throw new AuthenticationError(req.t)
  }
  return args
}

export const staffLoginSucceeded: CollectionAfterLoginHook = ({ req, user }) => {
  loginSucceeded(req, 'users', normaliseEmail(user.email))
  return user
}
