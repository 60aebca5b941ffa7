import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { isCustomerUser, isStaffUser } from '@/access'
import type { Customer } from '@/payload-types'

const dayMs = 24 * 60 * 60 * 1000
export const maxTrialExtensionDays = 365
const trialFields = ['trialEndsAt', 'extendTrialByDays', 'trialSuspendedAt']

/**
 * A customer's own update (REST, GraphQL) that tries to move the trial is refused outright (403
 * `trialNotChangeable`); the field rules would drop the values anyway.
 */
export const refuseTrialChangesByCustomers: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if (
    operation === 'update' &&
    isCustomerUser(req.user) &&
    data &&
    trialFields.some((field) => field in data)
  )
    throw new APIError('trialNotChangeable', 403, undefined, true)
  return args
}

/**
 * Support's "extend by N days" (the virtual extendTrialByDays field): the new end is N days after
 * the current end, or after now when the trial has already ended. Only staff; customers never
 * get here (field access drops the value), and the check below holds on every path.
 */
export const extendTrialByDays: CollectionBeforeChangeHook<Customer> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const days = Number((data as { extendTrialByDays?: unknown }).extendTrialByDays)
  delete (data as { extendTrialByDays?: unknown }).extendTrialByDays
  if (operation !== 'update' || !isStaffUser(req.user) || !originalDoc) return data
  if (!Number.isInteger(days) || days < 1 || days > maxTrialExtensionDays) return data
  const from = Math.max(Date.now(), new Date(originalDoc.trialEndsAt ?? 0).getTime())
  data.trialEndsAt = new Date(from + days * dayMs).toISOString()
  return data
}
