import 'server-only'

import { createLocalReq } from 'payload'

import { getPayloadClient } from '@/data/payload'
import type { Organisation } from '@/payload-types'
import { relationId } from '@/utilities/ids'

import { hasExpired } from './invitations'
import { findInvitation } from './operations'
import type { SessionCustomer } from '../shared/session'

/**
 * The team section of the organisation page: the members with their names and addresses (read
 * on the server for members of this organisation only: customers cannot read each other) and
 * the invitations with their expiry.
 */
export async function teamOf(organisation: Organisation) {
  const payload = await getPayloadClient()
  const memberIds = (organisation.members ?? [])
    .map((member) => relationId(member.customer))
    .filter((id): id is number => id !== undefined)
  const { docs: people } = await payload.find({
    collection: 'customers',
    where: { id: { in: memberIds } },
    depth: 0,
    limit: 200,
    overrideAccess: true,
    select: { email: true, name: true },
  })
  const members = (organisation.members ?? []).map((member) => {
    const person = people.find((entry) => entry.id === relationId(member.customer))
    return {
      customer: String(relationId(member.customer)),
      email: person?.email ?? '',
      name: person?.name ?? '',
      role: member.role,
    }
  })
  const invitations = (organisation.invitations ?? []).map((invitation) => ({
    id: invitation.id ?? '',
    email: invitation.email,
    expiresAt: invitation.expiresAt,
    expired: hasExpired(invitation.expiresAt),
  }))
  return { members, invitations }
}

/** The join page: the organisation an invitation link names, when it is valid for this customer. */
export async function invitationFor(customer: SessionCustomer, token: string | undefined) {
  if (typeof token !== 'string' || !token) return null
  const payload = await getPayloadClient()
  const found = await findInvitation(await createLocalReq({ user: customer }, payload), token)
  return found && found.invitation.email.toLowerCase() === customer.email.toLowerCase()
    ? { organisation: found.organisation.name }
    : null
}
