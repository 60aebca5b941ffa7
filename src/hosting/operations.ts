import { gql } from '@apollo/client'

/** GraphQL operations of the control area (browser side, Apollo Client against /api/graphql). */
export const SIGN_UP = gql`
  mutation SignUpCustomer($email: String!, $password: String!, $name: String, $locale: String) {
    signUpCustomer(email: $email, password: $password, name: $name, locale: $locale)
  }
`
export const LOG_IN = gql`
  mutation LogInCustomer($email: String!, $password: String!) {
    logInCustomer(email: $email, password: $password)
  }
`
export const LOG_OUT = gql`
  mutation LogOutCustomer {
    logoutCustomer
  }
`
export const REQUEST_RESET = gql`
  mutation RequestPasswordReset($email: String!, $locale: String) {
    requestPasswordReset(email: $email, locale: $locale)
  }
`
export const RESET_PASSWORD = gql`
  mutation ResetCustomerPassword($token: String!, $password: String!) {
    resetCustomerPassword(token: $token, password: $password)
  }
`
export const CREATE_ORGANISATION = gql`
  mutation CreateMyOrganisation($name: String!) {
    createMyOrganisation(name: $name) {
      id
      name
    }
  }
`
export const RENAME_ORGANISATION = gql`
  mutation RenameOrganisation($id: ID!, $name: String!) {
    renameOrganisation(id: $id, name: $name) {
      id
      name
    }
  }
`
export const INVITE_MEMBER = gql`
  mutation InviteMember($organisation: ID!, $email: String!, $locale: String) {
    inviteMember(organisation: $organisation, email: $email, locale: $locale)
  }
`
export const ACCEPT_INVITATION = gql`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      id
      name
    }
  }
`
const instanceFields = `
  id
  instanceId
  shopName
  status
  subdomain
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
`
export const LAUNCH_ENGINE = gql`
  mutation LaunchEngineInstance($input: LaunchEngineInput!) {
    launchEngineInstance(input: $input) {
      ${instanceFields}
    }
  }
`
export const CONTROL_INSTANCE = gql`
  query ControlInstance($id: ID!) {
    controlInstance(id: $id) {
      ${instanceFields}
    }
  }
`
