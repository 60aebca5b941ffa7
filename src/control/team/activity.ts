import type { PayloadRequest } from 'payload'

import { isCustomerUser, isStaffUser } from '@/access'
import { apiTokenOf } from '@/control/shared/actor'
import type { OrganisationRole } from '@/control/shared/roles'
import type { Activity } from '@/payload-types'

/**
 * The activity log of an organisation: what happened, who did it, to what. Written only here
 * (the collection is closed to every API); other features add their actions to the list.
 */
export const activityActions = [
  'launched',
  'retried',
  'deleted',
  'invited',
  'invitationRevoked',
  'invitationResent',
  'joined',
  'removed',
  'roleChanged',
  'ownershipTransferred',
  'left',
  'apiTokenCreated',
  'apiTokenRevoked',
  'apiTokenUsed',
] as const
export type ActivityAction = (typeof activityActions)[number]

type Id = number | string

export type ActivityInput = {
  organisation: Id
  action: ActivityAction
  /** What it happened to, as shown: the engine's shop name or the member's e-mail address. */
  subject?: string | null
  subjectCustomer?: Id | null
  subjectInstance?: Id | null
  /** The role given (role changes, ownership transfers). */
  role?: OrganisationRole | null
}

/**
 * Records one entry, acting as the request's user (a customer, a staff user, or the system when
 * there is none) or the API token it was made with. Runs inside the request's transaction when
 * it has one.
 */
export async function recordActivity(req: PayloadRequest, input: ActivityInput): Promise<Activity> {
  return req.payload.create({
    collection: 'activity',
    data: {
      organisation: input.organisation as number,
      action: input.action,
      actorCustomer: isCustomerUser(req.user) ? req.user.id : null,
      actorStaff: isStaffUser(req.user) ? req.user.id : null,
      actorToken: (apiTokenOf(req)?.id as number | undefined) ?? null,
      subject: input.subject ?? null,
      subjectCustomer: (input.subjectCustomer as number | null | undefined) ?? null,
      subjectInstance: (input.subjectInstance as number | null | undefined) ?? null,
      role: input.role ?? null,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/**
 * Removes a customer's address from the log (an account being deleted): entries about them keep
 * their action and time but no longer name them. Entries they made lose the actor when the
 * account row goes (the relationship is emptied).
 */
export async function anonymiseActivityOf(
  req: PayloadRequest,
  customer: { id: Id; email: string },
): Promise<void> {
  await req.payload.update({
    collection: 'activity',
    where: {
      or: [
        { subjectCustomer: { equals: customer.id } },
        { subject: { equals: customer.email.toLowerCase() } },
      ],
    },
    data: { subject: null, subjectCustomer: null },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await req.payload.update({
    collection: 'activity',
    where: { actorCustomer: { equals: customer.id } },
    data: { actorCustomer: null },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
