import type { Access, FieldAccess, PayloadRequest } from 'payload'

import type { Customer, User } from '@/payload-types'

type RequestUser = PayloadRequest['user']

/**
 * Staff roles: `admin` may do everything (users and settings included); `editor` works on
 * content, media, navigation, redirects and publishing; `support` works on submissions,
 * subscribers, customers, organisations and instances.
 */
export const staffRoles = ['admin', 'editor', 'support'] as const
export type StaffRole = (typeof staffRoles)[number]

export type StaffUser = User & { collection: 'users' }
export type CustomerUser = Customer & { collection: 'customers' }

export const isStaffUser = (user: RequestUser | undefined): user is StaffUser =>
  user?.collection === 'users'
export const isCustomerUser = (user: RequestUser | undefined): user is CustomerUser =>
  user?.collection === 'customers'

/** True for a staff user holding one of `roles`. */
export const hasRole = (user: RequestUser | undefined, ...roles: StaffRole[]): user is StaffUser =>
  isStaffUser(user) && roles.includes(user.role)

export const isAdmin = (user: RequestUser | undefined): user is StaffUser => hasRole(user, 'admin')

/** Collection/global access for staff holding one of `roles`. */
export const staffWith =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...roles)

/** Field access for staff holding one of `roles`. */
export const staffFieldWith =
  (...roles: StaffRole[]): FieldAccess =>
  ({ req }) =>
    hasRole(req.user, ...roles)

/**
 * `admin.hidden` for a collection or global: hidden in the admin UI unless the signed-in staff
 * user holds one of `roles` (the API rules are the access functions; this only tidies the UI).
 */
export const hiddenUnless =
  (...roles: StaffRole[]) =>
  ({ user }: { user: unknown }): boolean =>
    !hasRole(user as RequestUser, ...roles)

export const anyone: Access = () => true
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false
/** A collection only the app's own code reads and writes, through the Local API with overrideAccess. */
export const closedToEveryone = { read: nobody, create: nobody, update: nobody, delete: nobody }
export const staffOnly: Access = ({ req }) => isStaffUser(req.user)
export const staffOnlyField: FieldAccess = ({ req }) => isStaffUser(req.user)
export const adminOnly = staffWith('admin')
export const contentStaff = staffWith('admin', 'editor')
export const supportStaff = staffWith('admin', 'support')
export const adminOnlyField = staffFieldWith('admin')
export const supportStaffField = staffFieldWith('admin', 'support')

/** Admins and editors read drafts and versions; everyone else (support included) only what is published. */
export const readsDrafts = (user: RequestUser | undefined): user is StaffUser =>
  hasRole(user, 'admin', 'editor')

export const publishedOrContentStaff: Access = ({ req }) =>
  readsDrafts(req.user) ? true : { _status: { equals: 'published' } }

/** Published documents for everyone; drafts, versions and every change for content staff only. */
export const publishedContentAccess = {
  read: publishedOrContentStaff,
  readVersions: contentStaff,
  create: contentStaff,
  update: contentStaff,
  delete: contentStaff,
}

/**
 * A global with drafts: everyone reads the published version; `roles` also read drafts and
 * versions (and restore them) and change it.
 */
export const publishedGlobalAccess = (...roles: StaffRole[]) => ({
  read: (({ req }) =>
    hasRole(req.user, ...roles) ? true : { _status: { equals: 'published' } }) satisfies Access,
  readVersions: staffWith(...roles),
  update: staffWith(...roles),
})

/** Public content without drafts: everyone reads, content staff change it. */
export const publicContentAccess = {
  read: anyone,
  create: contentStaff,
  update: contentStaff,
  delete: contentStaff,
}

/** Admin-UI visibility of the content collections and navigation. */
export const contentAdminHidden = hiddenUnless('admin', 'editor')
/** Admin-UI visibility of submissions, subscribers, customers, organisations and instances. */
export const supportAdminHidden = hiddenUnless('admin', 'support')
