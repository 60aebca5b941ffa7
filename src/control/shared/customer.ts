import type { PayloadRequest } from 'payload'

import { isCustomerUser, type CustomerUser } from '@/access'

import { ControlError } from './errors'

/** The signed-in customer the operation acts for; anyone else gets 401. */
export function requireCustomer(req: PayloadRequest): CustomerUser {
  if (!isCustomerUser(req.user)) throw new ControlError('unauthorised', 401)
  return req.user
}

export const normaliseEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : ''
