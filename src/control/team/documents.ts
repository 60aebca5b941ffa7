import { gql, type TypedDocumentNode } from '@apollo/client'

import type { ActivityPageView } from './operations'

/** GraphQL operations of the team and activity sections (browser side, see teamGraphql.ts). */

type Member = { organisation: string; customer: string }
type Invitation = { organisation: string; invitation: string }

export const CHANGE_MEMBER_ROLE: TypedDocumentNode<
  { changeMemberRole: boolean },
  Member & { role: string }
> = gql`
  mutation ChangeMemberRole($organisation: ID!, $customer: ID!, $role: String!) {
    changeMemberRole(organisation: $organisation, customer: $customer, role: $role)
  }
`
export const REMOVE_MEMBER: TypedDocumentNode<{ removeMember: boolean }, Member> = gql`
  mutation RemoveMember($organisation: ID!, $customer: ID!) {
    removeMember(organisation: $organisation, customer: $customer)
  }
`
export const TRANSFER_OWNERSHIP: TypedDocumentNode<{ transferOwnership: boolean }, Member> = gql`
  mutation TransferOwnership($organisation: ID!, $customer: ID!) {
    transferOwnership(organisation: $organisation, customer: $customer)
  }
`
export const LEAVE_ORGANISATION: TypedDocumentNode<
  { leaveOrganisation: boolean },
  { organisation: string }
> = gql`
  mutation LeaveOrganisation($organisation: ID!) {
    leaveOrganisation(organisation: $organisation)
  }
`
export const REVOKE_INVITATION: TypedDocumentNode<{ revokeInvitation: boolean }, Invitation> = gql`
  mutation RevokeInvitation($organisation: ID!, $invitation: ID!) {
    revokeInvitation(organisation: $organisation, invitation: $invitation)
  }
`
export const RESEND_INVITATION: TypedDocumentNode<
  { resendInvitation: boolean },
  Invitation & { locale?: string | null }
> = gql`
  mutation ResendInvitation($organisation: ID!, $invitation: ID!, $locale: String) {
    resendInvitation(organisation: $organisation, invitation: $invitation, locale: $locale)
  }
`
export const ORGANISATION_ACTIVITY: TypedDocumentNode<
  { organisationActivity: ActivityPageView },
  { organisation: string; page: number; limit?: number }
> = gql`
  query OrganisationActivity($organisation: ID!, $page: Int, $limit: Int) {
    organisationActivity(organisation: $organisation, page: $page, limit: $limit) {
      page
      totalPages
      totalDocs
      entries {
        id
        action
        actor
        actorKind
        subject
        role
        createdAt
      }
    }
  }
`
