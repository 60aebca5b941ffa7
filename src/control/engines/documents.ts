import { gql, type TypedDocumentNode } from '@apollo/client'

import type { LaunchInput } from './rules'
import type { InstanceView, OrganisationView } from './views'

/**
 * GraphQL operations of the control area (browser side, Apollo Client against /api/graphql).
 * Every shape the browser reads is one fragment, selecting all fields of its type (views.ts).
 */

const INSTANCE_FIELDS: TypedDocumentNode<InstanceView> = gql`
  fragment InstanceFields on ControlInstance {
    id
    instanceId
    shopName
    status
    subdomain
    releasedSubdomain
    adminUrl
    apiUrl
    failureMessage
    recipientEmail
    senderEmail
    defaultSender
    smtpHost
    smtpUser
    smtpPort
    smtpPasswordSet
    xpub
    organisation
    createdAt
    updatedAt
    services {
      service
      url
      state
    }
    tasks {
      step
      state
      message
      startedAt
      finishedAt
    }
  }
`

const ORGANISATION_FIELDS: TypedDocumentNode<OrganisationView> = gql`
  fragment OrganisationFields on ControlOrganisation {
    id
    name
  }
`

type Locale = { locale?: string | null }

export const SIGN_UP: TypedDocumentNode<
  { signUpCustomer: boolean },
  { email: string; password: string; name?: string | null } & Locale
> = gql`
  mutation SignUpCustomer($email: String!, $password: String!, $name: String, $locale: String) {
    signUpCustomer(email: $email, password: $password, name: $name, locale: $locale)
  }
`
export const LOG_IN: TypedDocumentNode<
  { logInCustomer: boolean },
  { email: string; password: string }
> = gql`
  mutation LogInCustomer($email: String!, $password: String!) {
    logInCustomer(email: $email, password: $password)
  }
`
export const LOG_OUT: TypedDocumentNode<{ logoutCustomer: string | null }> = gql`
  mutation LogOutCustomer {
    logoutCustomer
  }
`
export const REQUEST_RESET: TypedDocumentNode<
  { requestPasswordReset: boolean },
  { email: string } & Locale
> = gql`
  mutation RequestPasswordReset($email: String!, $locale: String) {
    requestPasswordReset(email: $email, locale: $locale)
  }
`
export const RESET_PASSWORD: TypedDocumentNode<
  { resetCustomerPassword: boolean },
  { token: string; password: string }
> = gql`
  mutation ResetCustomerPassword($token: String!, $password: String!) {
    resetCustomerPassword(token: $token, password: $password)
  }
`
export const CREATE_ORGANISATION: TypedDocumentNode<
  { createMyOrganisation: OrganisationView },
  { name: string }
> = gql`
  mutation CreateMyOrganisation($name: String!) {
    createMyOrganisation(name: $name) {
      ...OrganisationFields
    }
  }
  ${ORGANISATION_FIELDS}
`
export const RENAME_ORGANISATION: TypedDocumentNode<
  { renameOrganisation: OrganisationView },
  { id: string; name: string }
> = gql`
  mutation RenameOrganisation($id: ID!, $name: String!) {
    renameOrganisation(id: $id, name: $name) {
      ...OrganisationFields
    }
  }
  ${ORGANISATION_FIELDS}
`
export const INVITE_MEMBER: TypedDocumentNode<
  { inviteMember: boolean },
  { organisation: string; email: string } & Locale
> = gql`
  mutation InviteMember($organisation: ID!, $email: String!, $locale: String) {
    inviteMember(organisation: $organisation, email: $email, locale: $locale)
  }
`
export const ACCEPT_INVITATION: TypedDocumentNode<
  { acceptInvitation: OrganisationView },
  { token: string }
> = gql`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      ...OrganisationFields
    }
  }
  ${ORGANISATION_FIELDS}
`
export const LAUNCH_ENGINE: TypedDocumentNode<
  { launchEngineInstance: InstanceView },
  { input: Omit<LaunchInput, 'smtpPort'> & { organisation: string; smtpPort?: string | null } }
> = gql`
  mutation LaunchEngineInstance($input: LaunchEngineInput!) {
    launchEngineInstance(input: $input) {
      ...InstanceFields
    }
  }
  ${INSTANCE_FIELDS}
`
export const RETRY_INSTANCE_LAUNCH: TypedDocumentNode<
  { retryInstanceLaunch: InstanceView },
  { id: string }
> = gql`
  mutation RetryInstanceLaunch($id: ID!) {
    retryInstanceLaunch(id: $id) {
      ...InstanceFields
    }
  }
  ${INSTANCE_FIELDS}
`
export const DELETE_INSTANCE: TypedDocumentNode<
  { deleteInstance: InstanceView },
  { id: string; confirmShopName: string }
> = gql`
  mutation DeleteInstance($id: ID!, $confirmShopName: String!) {
    deleteInstance(id: $id, confirmShopName: $confirmShopName) {
      ...InstanceFields
    }
  }
  ${INSTANCE_FIELDS}
`
export const CONTROL_INSTANCE: TypedDocumentNode<
  { controlInstance: InstanceView | null },
  { id: string }
> = gql`
  query ControlInstance($id: ID!) {
    controlInstance(id: $id) {
      ...InstanceFields
    }
  }
  ${INSTANCE_FIELDS}
`
