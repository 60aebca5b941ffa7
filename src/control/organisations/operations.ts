import type { PayloadRequest } from 'payload'

import { isEmail } from '@/control/engines/rules'
import { normaliseEmail, requireCustomer } from '@/control/shared/customer'
import { ControlError } from '@/control/shared/errors'
import { enforceRateLimit } from '@/control/shared/limits'
import { recordActivity } from '@/control/team/activity'
import {
  hashToken,
  newInvitationToken,
  sendInvitationMail,
  writableInvitations,
} from '@/control/team/invitations'
import { queueTeamEmail } from '@/control/team/jobs/sendTeamEmail'
import { organisationWithRole } from '@/control/team/operations'
import { localeOf } from '@/email/links'
import type { Organisation } from '@/payload-types'
import { relationId, toId } from '@/utilities/ids'

function checkOrganisationName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : ''
  if (!name) throw new ControlError('nameRequired', 400, { field: 'name' })
  if (name.length < 2 || name.length > 80)
    throw new ControlError('nameLength', 400, { field: 'name' })
  return name
}

/** The trial's organisation quota is checked by the collection's create hook (every path). */
export async function createOrganisation(
  req: PayloadRequest,
  input: { name: string },
): Promise<Organisation> {
  const user = requireCustomer(req)
  const name = checkOrganisationName(input.name)
  return req.payload.create({
    collection: 'organisations',
    data: { name, owner: user.id },
    overrideAccess: false,
    user,
    depth: 0,
  })
}

export async function renameOrganisation(
  req: PayloadRequest,
  input: { id: string; name: string },
): Promise<Organisation> {
  const user = requireCustomer(req)
  const name = checkOrganisationName(input.name)
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: toId(input.id),
    overrideAccess: false,
    user,
    depth: 0,
    disableErrors: true,
  })
  if (!organisation) throw new ControlError('notFound', 404)
  if (relationId(organisation.owner) !== user.id) throw new ControlError('notOwner', 403)
  return req.payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: { name },
    overrideAccess: false,
    user,
    depth: 0,
  })
}

export async function inviteMember(
  req: PayloadRequest,
  input: { organisation: string; email: string; locale?: string | null },
) {
  const user = requireCustomer(req)
  await enforceRateLimit(req, 'invite')
  const email = normaliseEmail(input.email)
  if (!isEmail(email)) throw new ControlError('emailInvalid', 400, { field: 'email' })
  const { payload } = req
  const { organisation } = await organisationWithRole(req, input.organisation, ['owner', 'admin'], {
    showHiddenFields: true,
  })

  const memberIds = (organisation.members ?? []).map((member) => relationId(member.customer))
  const members = await payload.find({
    collection: 'customers',
    where: { id: { in: memberIds } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (members.docs.some((member) => member.email.toLowerCase() === email))
    throw new ControlError('alreadyMember', 409, { field: 'email' })

  const { token, tokenHash, expiresAt } = newInvitationToken()
  const invitations = writableInvitations(organisation.invitations).filter(
    (invitation) =>
      invitation.email.toLowerCase() !== email && new Date(invitation.expiresAt) > new Date(),
  )
  invitations.push({ email, tokenHash, expiresAt, invitedBy: user.id })
  await payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: { invitations },
    overrideAccess: true,
    depth: 0,
  })

  await sendInvitationMail(req, {
    organisation: organisation.name,
    inviter: user.name || user.email,
    email,
    token,
    locale: localeOf(input.locale ?? user.locale),
  })
  await recordActivity(req, { organisation: organisation.id, action: 'invited', subject: email })
  return true
}

/**
 * The organisation an invitation token belongs to (and the invitation), or null when the token
 * is invalid or expired.
 */
export async function findInvitation(req: PayloadRequest, token: string) {
  if (!token || token.length > 200) return null
  const tokenHash = hashToken(token)
  const { docs } = await req.payload.find({
    collection: 'organisations',
    where: { 'invitations.tokenHash': { equals: tokenHash } },
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
    limit: 1,
  })
  const organisation = docs[0]
  const invitation = organisation?.invitations?.find((entry) => entry.tokenHash === tokenHash)
  if (!organisation || !invitation || new Date(invitation.expiresAt) <= new Date()) return null
  return { organisation, invitation }
}

export async function acceptInvitation(
  req: PayloadRequest,
  input: { token: string },
): Promise<Organisation> {
  const user = requireCustomer(req)
  const found = await findInvitation(req, input.token)
  if (!found || found.invitation.email.toLowerCase() !== user.email.toLowerCase())
    throw new ControlError('invalidInvitation', 403)
  const { organisation, invitation } = found
  const members = (organisation.members ?? []).map(({ id: _id, ...member }) => ({
    ...member,
    customer: relationId(member.customer),
  }))
  const joined = !members.some((member) => member.customer === user.id)
  if (joined) members.push({ customer: user.id, role: 'member' })
  const invitations = writableInvitations(organisation.invitations).filter(
    (entry) => entry.id !== invitation.id,
  )
  const updated = await req.payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: { members, invitations },
    overrideAccess: true,
    depth: 0,
  })
  if (joined) {
    const entry = await recordActivity(req, {
      organisation: organisation.id,
      action: 'joined',
      subject: user.email,
      subjectCustomer: user.id,
    })
    // The inviter hears of it while still a member; otherwise the owner does.
    const inviter = relationId(invitation.invitedBy)
    const stillMember = members.some((member) => member.customer === inviter)
    await queueTeamEmail(
      req,
      entry.id,
      stillMember && inviter ? inviter : relationId(updated.owner),
    )
  }
  return updated
}
