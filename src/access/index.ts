import type { Access, FieldAccess, PayloadRequest } from 'payload'

type RequestUser = PayloadRequest['user']

export const isStaffUser = (user: RequestUser): boolean => user?.collection === 'users'
export const isCustomerUser = (user: RequestUser): boolean => user?.collection === 'customers'

export const anyone: Access = () => true
export const nobody: Access = () => false
export const staffOnly: Access = ({ req }) => isStaffUser(req.user)
export const staffOnlyField: FieldAccess = ({ req }) => isStaffUser(req.user)

/** Staff see everything, visitors only what is published. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { _status: { equals: 'published' } }

/** Published documents for everyone; drafts, versions and every change for staff only. */
export const publishedContentAccess = {
  read: publishedOrStaff,
  readVersions: staffOnly,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}
