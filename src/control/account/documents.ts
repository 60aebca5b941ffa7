import { gql, type TypedDocumentNode } from '@apollo/client'

import type { AccountView } from './profile'

/** GraphQL operations of the account page (browser side, Apollo Client against /api/graphql). */

const ACCOUNT_FIELDS: TypedDocumentNode<AccountView> = gql`
  fragment AccountFields on ControlAccount {
    id
    email
    name
    locale
  }
`

export const UPDATE_MY_ACCOUNT: TypedDocumentNode<
  { updateMyAccount: AccountView },
  { name: string; locale: string }
> = gql`
  mutation UpdateMyAccount($name: String!, $locale: String!) {
    updateMyAccount(name: $name, locale: $locale) {
      ...AccountFields
    }
  }
  ${ACCOUNT_FIELDS}
`
export const CHANGE_MY_PASSWORD: TypedDocumentNode<
  { changeMyPassword: boolean },
  { currentPassword: string; newPassword: string }
> = gql`
  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`
export const REQUEST_EMAIL_CHANGE: TypedDocumentNode<
  { requestEmailChange: boolean },
  { email: string; currentPassword: string }
> = gql`
  mutation RequestEmailChange($email: String!, $currentPassword: String!) {
    requestEmailChange(email: $email, currentPassword: $currentPassword)
  }
`
export const CONFIRM_EMAIL_CHANGE: TypedDocumentNode<
  { confirmEmailChange: AccountView },
  { token: string }
> = gql`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      ...AccountFields
    }
  }
  ${ACCOUNT_FIELDS}
`
export const DELETE_MY_ACCOUNT: TypedDocumentNode<
  { deleteMyAccount: boolean },
  { password: string; confirmOrganisations: string[] }
> = gql`
  mutation DeleteMyAccount($password: String!, $confirmOrganisations: [ID!]!) {
    deleteMyAccount(password: $password, confirmOrganisations: $confirmOrganisations)
  }
`

/** The account data download (a REST route: the browser saves the JSON file it answers with). */
export const accountDataPath = '/api/customers/account-data'
