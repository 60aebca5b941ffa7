import {
  APIError,
  validations,
  type FieldHook,
  type FilterOptions,
  type PayloadRequest,
  type RelationshipFieldSingleValidation,
  type Where,
} from 'payload'

import { hasRole } from '@/access'
import { adminText } from '@/admin/translations'

type RequestUser = PayloadRequest['user']

/** A relationship value as stored or sent: an id or a populated document. */
const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

/** Support works leads it takes itself; handing one to somebody else is an admin's call. */
function mayAssign(user: RequestUser | undefined, value: unknown): boolean {
  if (value === null || !hasRole(user, 'support')) return true
  return String(idOf(value)) === String(user.id)
}

/**
 * Refuses (403, in the admin language) a support user setting the assignee to a colleague, on
 * every path (REST, GraphQL, the admin, the Local API with a user). Keeping the current value —
 * the admin sends the whole document when support only changes the status — is allowed.
 */
export const refuseAssigningOthers: FieldHook = ({ value, previousValue, req }) => {
  if (value === undefined || idOf(value) === idOf(previousValue) || mayAssign(req.user, value))
    return value
  throw new APIError(adminText(req.i18n, 'leadAssignSelfOnly'), 403, undefined, true)
}

/** The admin's picker: support is offered itself only, admins every support and admin user. */
export const assigneeOptions: FilterOptions = ({ user }): Where => {
  const staff = user as RequestUser
  return hasRole(staff, 'support')
    ? { id: { equals: staff.id } }
    : { role: { in: ['admin', 'support'] } }
}

/** The stored assignee stays valid; a new one must pass `assigneeOptions` (Payload's check). */
export const validateAssignee: RelationshipFieldSingleValidation = (value, options) =>
  idOf(value) === idOf(options.previousValue) ? true : validations.relationship(value, options)
