import type { Access, PayloadRequest, Where } from 'payload'

import { isCustomerUser, isStaffUser } from './index'

/** IDs of the organisations the signed-in customer belongs to. */
export async function organisationIdsOf(req: PayloadRequest): Promise<(string | number)[]> {
  if (!isCustomerUser(req.user) || !req.user) return []
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

/** Staff: all; a customer: their own account only; anonymous: nothing. */
export const selfOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (isCustomerUser(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}

/** Staff: all; a customer: organisations they are a member of. */
export const memberOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (isCustomerUser(req.user) && req.user) return { 'members.customer': { equals: req.user.id } }
  return false
}

/** Staff: all; a customer: organisations they own. */
export const ownerOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (isCustomerUser(req.user) && req.user) return { owner: { equals: req.user.id } }
  return false
}

/** Staff: all; a customer: instances of their organisations. */
export const instanceOfMemberOrStaff: Access = async ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (!isCustomerUser(req.user)) return false
  const ids = await organisationIdsOf(req)
  return { organisation: { in: ids.length ? ids : [-1] } } satisfies Where
}
