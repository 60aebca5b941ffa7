import type { Access, FieldAccess } from 'payload'

import { isAdmin, isStaffUser } from './index'

/** Admins read every staff account; other staff only their own (the admin UI needs it). */
export const readStaffAccounts: Access = ({ req }) => {
  if (!isStaffUser(req.user)) return false
  const { id } = req.user
  return isAdmin(req.user) ? true : { id: { equals: id } }
}

/**
 * Admins change any staff account, everyone else only their own (name, e-mail, password).
 * Nobody changes their own role: a request that tries is refused outright.
 */
export const updateStaffAccounts: Access = ({ req, data }) => {
  if (!isStaffUser(req.user)) return false
  const { id } = req.user
  const role = (data as { role?: unknown } | undefined)?.role
  // A role other than one's own would be a change if the target were one's own account.
  const setsOtherRole = role !== undefined && role !== req.user.role
  if (isAdmin(req.user)) return setsOtherRole ? { id: { not_equals: id } } : true
  return setsOtherRole ? false : { id: { equals: id } }
}

/** The role field: only an admin sets it, and never on their own account. */
export const roleFieldAccess: FieldAccess = ({ req, id }) =>
  isAdmin(req.user) && (id === undefined || id !== req.user.id)
