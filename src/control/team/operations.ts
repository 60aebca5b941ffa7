import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { apiTokenOf, checkTokenReach } from '@/control/shared/actor'
import { requireCustomer } from '@/control/shared/customer'
import { checkField, ControlError } from '@/control/shared/errors'
import { roleIn, type OrganisationRole } from '@/control/shared/roles'
import { emailAddress } from '@/control/shared/rules'
import { localeOf } from '@/email/links'
import type { Customer, Organisation } from '@/payload-types'
import { enforceRateLimit } from '@/security/limits'
import { relationId, toId } from '@/utilities/ids'

import { recordActivity, type ActivityAction } from './activity'
import {
  hashToken,
  newInvitationToken,
  sendInvitationMail,
  writableInvitations,
} from './invitations'
import { queueTeamEmail } from './jobs/sendTeamEmail'
import {
  activityPageInput,
  invitationInput,
  invitationRef,
  invitationResend,
  invitationToken,
  memberInput,
  organisationOnly,
  roleChangeInput,
  teamRole,
} from './rules'

type Id = number | string

/**
 * The organisation as the signed-in customer reads it, and their role in it, when that role is
 * allowed: another customer (or a missing id) gets 404 `notFound`, a member without the role
 * 403 (`notOwner` for the owner's operations, `notAllowed` for those of owners and admins).
 * `showHiddenFields` includes the invitations' token hashes, for operations that write them
 * back; such a document never leaves the server.
 */
export async function organisationWithRole(
  req: PayloadRequest,
  id: Id,
  allowed: readonly OrganisationRole[],
  { showHiddenFields = false }: { showHiddenFields?: boolean } = {},
) {
  const user = requireCustomer(req)
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: toId(id),
    overrideAccess: false,
    user,
    depth: 0,
    disableErrors: true,
    showHiddenFields,
  })
  const role = organisation ? roleIn(organisation, user.id) : null
  if (!organisation || !role) throw new ControlError('notFound', 404)
  if (!allowed.includes(role))
    throw new ControlError(allowed.length === 1 ? 'notOwner' : 'notAllowed', 403)
  return { user, organisation, role }
}

type MemberRow = { customer: Customer['id']; role: OrganisationRole }

/** The organisation's members as they are written back (customer ids, no row ids). */
export const membersOf = (organisation: Organisation): MemberRow[] =>
  (organisation.members ?? []).map((member) => ({
    customer: relationId(member.customer),
    role: member.role,
  }))

const saveMembers = (
  req: PayloadRequest,
  organisation: Organisation,
  members: MemberRow[],
  owner?: Id,
) =>
  req.payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: {
      members: members as NonNullable<Organisation['members']>,
      ...(owner === undefined ? {} : { owner: owner as number }),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })

async function customerById(req: PayloadRequest, id: Id): Promise<Customer> {
  const customer = await req.payload.findByID({
    collection: 'customers',
    id,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  if (!customer) throw new ControlError('notMember', 404)
  return customer
}

/** The member a request names; the owner's own row is not someone they can act on. */
function memberToChange(members: MemberRow[], customer: string) {
  const target = members.find((member) => String(member.customer) === customer)
  if (!target) throw new ControlError('notMember', 404)
  if (target.role === 'owner') throw new ControlError('ownerUnchangeable', 409)
  return target
}

/** The owner makes a member an admin or an admin a member; the member is told by e-mail. */
export async function changeMemberRole(
  req: PayloadRequest,
  input: z.input<typeof roleChangeInput>,
) {
  const { organisation } = await organisationWithRole(req, input.organisation, ['owner'])
  const role = checkField(teamRole, input.role, 'role')
  const members = membersOf(organisation)
  const target = memberToChange(members, input.customer)
  if (target.role === role) return true
  target.role = role
  await saveMembers(req, organisation, members)
  const person = await customerById(req, target.customer)
  const entry = await recordActivity(req, {
    organisation: organisation.id,
    action: 'roleChanged',
    subject: person.email,
    subjectCustomer: person.id,
    role: role,
  })
  await queueTeamEmail(req, entry.id, person.id)
  return true
}

/** The owner removes a member or an admin (never themself: they transfer ownership first). */
export async function removeMember(req: PayloadRequest, input: z.input<typeof memberInput>) {
  const { organisation } = await organisationWithRole(req, input.organisation, ['owner'])
  const members = membersOf(organisation)
  const target = memberToChange(members, input.customer)
  await saveMembers(
    req,
    organisation,
    members.filter((member) => member !== target),
  )
  const person = await customerById(req, target.customer)
  await recordActivity(req, {
    organisation: organisation.id,
    action: 'removed',
    subject: person.email,
    subjectCustomer: person.id,
  })
  return true
}

/** The owner hands the organisation to an admin and becomes an admin themself. */
export async function transferOwnership(req: PayloadRequest, input: z.input<typeof memberInput>) {
  const { user, organisation } = await organisationWithRole(req, input.organisation, ['owner'])
  const members = membersOf(organisation)
  const target = memberToChange(members, input.customer)
  if (target.role !== 'admin') throw new ControlError('transferToAdminOnly', 409)
  const next = members.map((member) =>
    member === target
      ? { ...member, role: 'owner' as const }
      : member.customer === user.id
        ? { ...member, role: 'admin' as const }
        : member,
  )
  await saveMembers(req, organisation, next, target.customer)
  const person = await customerById(req, target.customer)
  const entry = await recordActivity(req, {
    organisation: organisation.id,
    action: 'ownershipTransferred',
    subject: person.email,
    subjectCustomer: person.id,
    role: 'owner',
  })
  await queueTeamEmail(req, entry.id, person.id)
  return true
}

/** A member or an admin leaves; the owner cannot (they transfer ownership first). */
export async function leaveOrganisation(
  req: PayloadRequest,
  input: z.input<typeof organisationOnly>,
) {
  const { user, organisation, role } = await organisationWithRole(req, input.organisation, [
    'owner',
    'admin',
    'member',
  ])
  if (role === 'owner') throw new ControlError('ownerCannotLeave', 409)
  await saveMembers(
    req,
    organisation,
    membersOf(organisation).filter((member) => member.customer !== user.id),
  )
  await recordActivity(req, {
    organisation: organisation.id,
    action: 'left',
    subject: user.email,
    subjectCustomer: user.id,
  })
  return true
}

/**
 * The organisation's invitations as they are written back and the one a request names; the
 * organisation is read with showHiddenFields, so the token hashes are kept.
 */
function invitationsWith(organisation: Organisation, id: string) {
  const invitations = writableInvitations(organisation.invitations)
  const invitation = invitations.find((entry) => entry.id === id)
  if (!invitation) throw new ControlError('invitationNotFound', 404)
  return { invitations, invitation }
}

const saveInvitations = (
  req: PayloadRequest,
  organisation: Organisation,
  invitations: ReturnType<typeof writableInvitations>,
) =>
  req.payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: { invitations },
    overrideAccess: true,
    depth: 0,
    req,
  })

/** The owner withdraws a pending (or expired) invitation: its link stops working. */
export async function revokeInvitation(req: PayloadRequest, input: z.input<typeof invitationRef>) {
  const { organisation } = await organisationWithRole(req, input.organisation, ['owner'], {
    showHiddenFields: true,
  })
  const { invitations, invitation } = invitationsWith(organisation, input.invitation)
  await saveInvitations(
    req,
    organisation,
    invitations.filter((entry) => entry !== invitation),
  )
  await recordActivity(req, {
    organisation: organisation.id,
    action: 'invitationRevoked',
    subject: invitation.email,
  })
  return true
}

/**
 * The owner sends an invitation again: a new token (the old link stops working), a new 7-day
 * expiry and a new e-mail, in the owner's or the requested language.
 */
export async function resendInvitation(
  req: PayloadRequest,
  input: z.input<typeof invitationResend>,
) {
  const { user, organisation } = await organisationWithRole(req, input.organisation, ['owner'], {
    showHiddenFields: true,
  })
  await enforceRateLimit(req, 'invite')
  const { invitations, invitation } = invitationsWith(organisation, input.invitation)
  const { token, tokenHash, expiresAt } = newInvitationToken()
  Object.assign(invitation, { tokenHash, expiresAt, invitedBy: user.id })
  await saveInvitations(req, organisation, invitations)
  await sendInvitationMail(req, {
    organisation: organisation.name,
    inviter: user.name || user.email,
    email: invitation.email,
    token,
    locale: localeOf(input.locale ?? user.locale),
  })
  await recordActivity(req, {
    organisation: organisation.id,
    action: 'invitationResent',
    subject: invitation.email,
  })
  return true
}

export type ActivityEntryView = {
  id: string
  action: ActivityAction
  /**
   * Who did it: a customer's name or address, an API token's name; null for staff and for
   * deleted accounts.
   */
  actor: string | null
  actorKind: 'customer' | 'staff' | 'token' | 'unknown'
  subject: string | null
  role: OrganisationRole | null
  createdAt: string
}
export type ActivityPageView = {
  entries: ActivityEntryView[]
  page: number
  totalPages: number
  totalDocs: number
}

export const activityPageSizeMax = 50

/**
 * One page of an organisation's activity, newest first, for its members and for support and
 * admins (the collection's read access decides; anyone else gets `notFound`), and for an API
 * token of the organisation.
 */
export async function organisationActivity(
  req: PayloadRequest,
  input: z.input<typeof activityPageInput>,
): Promise<ActivityPageView> {
  const token = apiTokenOf(req)
  if (token) checkTokenReach(token, input.organisation, 'read')
  else if (!req.user) throw new ControlError('unauthorised', 401)
  // A token's reach is checked above; everyone else reads with their own rights.
  const asCaller = token ? { overrideAccess: true } : { overrideAccess: false, user: req.user }
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: toId(input.organisation),
    ...asCaller,
    depth: 0,
    disableErrors: true,
    select: {},
  })
  if (!organisation) throw new ControlError('notFound', 404)
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? 20), 1), activityPageSizeMax)
  const page = Math.min(Math.max(Math.trunc(input.page ?? 1), 1), 10_000)
  const result = await req.payload.find({
    collection: 'activity',
    where: { organisation: { equals: organisation.id } },
    sort: ['-createdAt', '-id'],
    page,
    limit,
    depth: 0,
    ...asCaller,
  })
  const tokenIds = [
    ...new Set(result.docs.map((doc) => relationId(doc.actorToken)).filter(Boolean)),
  ]
  const { docs: tokens } = tokenIds.length
    ? await req.payload.find({
        collection: 'api-tokens',
        where: { id: { in: tokenIds } },
        depth: 0,
        limit: tokenIds.length,
        overrideAccess: true,
        select: { name: true },
      })
    : { docs: [] }
  const actorIds = [
    ...new Set(result.docs.map((doc) => relationId(doc.actorCustomer)).filter(Boolean)),
  ]
  const { docs: actors } = actorIds.length
    ? await req.payload.find({
        collection: 'customers',
        where: { id: { in: actorIds } },
        depth: 0,
        limit: actorIds.length,
        overrideAccess: true,
        select: { email: true, name: true },
      })
    : { docs: [] }
  return {
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
    entries: result.docs.map((doc) => {
      const actor = actors.find((entry) => entry.id === relationId(doc.actorCustomer))
      const actorToken = tokens.find((entry) => entry.id === relationId(doc.actorToken))
      return {
        id: String(doc.id),
        action: doc.action,
        actor: actorToken ? actorToken.name : actor ? actor.name || actor.email : null,
        actorKind: actorToken ? 'token' : actor ? 'customer' : doc.actorStaff ? 'staff' : 'unknown',
        subject: doc.subject ?? null,
        role: doc.role ?? null,
        createdAt: doc.createdAt,
      }
    }),
  }
}

export async function inviteMember(req: PayloadRequest, input: z.input<typeof invitationInput>) {
  const user = requireCustomer(req)
  await enforceRateLimit(req, 'invite')
  const email = checkField(emailAddress, input.email, 'email')
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
  input: z.input<typeof invitationToken>,
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
