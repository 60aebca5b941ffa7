import type { Organisation } from '@/payload-types'
import { relationId } from '@/utilities/ids'

/** A member's role in an organisation: one owner, admins who manage, members who read. */
export const organisationRoles = ['owner', 'admin', 'member'] as const
export type OrganisationRole = (typeof organisationRoles)[number]

/** A customer's role in an organisation, or null when they are not a member. */
export function roleIn(
  organisation: Pick<Organisation, 'owner' | 'members'>,
  customer: number | string,
): OrganisationRole | null {
  if (relationId(organisation.owner) === customer) return 'owner'
  const member = organisation.members?.find((entry) => relationId(entry.customer) === customer)
  return member ? (member.role === 'owner' ? 'admin' : member.role) : null
}

/** Owners and admins launch, retry and delete engines and invite members; members only read. */
export const managesEngines = (role: OrganisationRole | null) =>
  role === 'owner' || role === 'admin'

type Members = Organisation['members']

/**
 * Why a list of members cannot be stored for this owner, or null when it can: exactly one member
 * is `owner` and it is the organisation's `owner`, and nobody is listed twice.
 */
export function ownershipProblem(
  owner: number | string | undefined,
  members: Members,
): 'ownerRequired' | 'duplicateMember' | null {
  const list = members ?? []
  const owners = list.filter((member) => member.role === 'owner')
  if (owners.length !== 1 || owner === undefined || relationId(owners[0].customer) !== owner)
    return 'ownerRequired'
  const ids = list.map((member) => relationId(member.customer))
  return new Set(ids).size === ids.length ? null : 'duplicateMember'
}
