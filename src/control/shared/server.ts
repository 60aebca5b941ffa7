import 'server-only'

import type { Payload } from 'payload'

import type { EngineInstance, Organisation } from '@/payload-types'
import { toId } from '@/utilities/ids'

import { roleIn, type OrganisationRole } from './roles'
import type { SessionCustomer } from './session'

/** Reads of the control pages: always as the signed-in customer (overrideAccess: false). */
export const asCustomer = (customer: SessionCustomer) => ({
  overrideAccess: false as const,
  user: customer,
})

export async function myOrganisations(
  payload: Payload,
  customer: SessionCustomer,
): Promise<Organisation[]> {
  const { docs } = await payload.find({
    collection: 'organisations',
    depth: 0,
    limit: 100,
    sort: 'name',
    ...asCustomer(customer),
  })
  return docs
}

export async function instancesOf(
  payload: Payload,
  customer: SessionCustomer,
  organisationIds: (string | number)[],
): Promise<EngineInstance[]> {
  if (!organisationIds.length) return []
  const { docs } = await payload.find({
    collection: 'engine-instances',
    where: { organisation: { in: organisationIds } },
    depth: 0,
    limit: 200,
    sort: '-createdAt',
    ...asCustomer(customer),
  })
  return docs
}

export async function organisationFor(
  payload: Payload,
  customer: SessionCustomer,
  id: string,
): Promise<Organisation | null> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(id)) return null
  return payload.findByID({
    collection: 'organisations',
    id: toId(id),
    depth: 0,
    disableErrors: true,
    ...asCustomer(customer),
  })
}

/** The customer's role in an organisation they can read (a member at least). */
export const roleOf = (organisation: Organisation, customer: SessionCustomer): OrganisationRole =>
  roleIn(organisation, customer.id) ?? 'member'
