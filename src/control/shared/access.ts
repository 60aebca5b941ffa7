import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { hasRole, isAdmin, isCustomerUser } from '@/access'
import type { Organisation } from '@/payload-types'

import { managesEngines, roleIn } from './roles'

/** IDs of the organisations the signed-in customer belongs to. */
export async function organisationIdsOf(req: PayloadRequest): Promise<(string | number)[]> {
  if (!isCustomerUser(req.user)) return []
  const { docs } = await req.payload.find({
    collection: 'organisations',
    where: { 'members.customer': { equals: req.user.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: {},
  })
  return docs.map((doc) => doc.id)
}

const isSupportOrAdmin = (req: PayloadRequest) => hasRole(req.user, 'admin', 'support')

/** Support and admins: every account; a customer: their own; nobody else. */
export const readCustomerAccounts: Access = ({ req }) => {
  if (isSupportOrAdmin(req)) return true
  if (isCustomerUser(req.user)) return { id: { equals: req.user.id } }
  return false
}

/**
 * Support and admins update any account (field rules narrow what support may set); a customer
 * updates their own, but never e-mail or password through REST/GraphQL update.
 */
export const updateCustomerAccounts: Access = ({ req, data }) => {
  if (isSupportOrAdmin(req)) return true
  if (!isCustomerUser(req.user)) return false
  if (data && ('email' in data || 'password' in data)) return false
  return { id: { equals: req.user.id } }
}

/** Profile fields (name, language): the customer themself or an admin, not support. */
export const customerProfileField: FieldAccess = ({ req }) =>
  isAdmin(req.user) || isCustomerUser(req.user)

/** Support and admins: all; a customer: organisations they are a member of. */
export const memberOrSupport: Access = ({ req }) => {
  if (isSupportOrAdmin(req)) return true
  if (isCustomerUser(req.user)) return { 'members.customer': { equals: req.user.id } }
  return false
}

/** Admins: all; a customer: organisations they own (field rules leave them the name only). */
export const ownerOrAdmin: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (isCustomerUser(req.user)) return { owner: { equals: req.user.id } }
  return false
}

/** Admins and customers create organisations (the creator always becomes the owner). */
export const customerOrAdmin: Access = ({ req }) => isAdmin(req.user) || isCustomerUser(req.user)

/**
 * Support and admins: all; a customer: documents of the organisations they belong to (engine
 * instances, activity; read only).
 */
export const ofMemberOrganisationsOrSupport: Access = async ({ req }) => {
  if (isSupportOrAdmin(req)) return true
  if (!isCustomerUser(req.user)) return false
  const ids = await organisationIdsOf(req)
  return { organisation: { in: ids.length ? ids : [-1] } } satisfies Where
}

/** Field rule on an organisation: support and admins, and the organisation's owner and admins. */
export const organisationManagersOrSupport: FieldAccess<Organisation> = ({ req, doc }) => {
  if (isSupportOrAdmin(req)) return true
  if (!isCustomerUser(req.user) || !doc) return false
  return managesEngines(roleIn(doc, req.user.id))
}
