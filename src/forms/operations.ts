import { gql, type TypedDocumentNode } from '@apollo/client'

export type Captcha = { token: string; question: string; expiresAt: string }
export type FormStart = { token: string; expiresAt: string }
export type FieldError = { field: string; message: string }

/** The shapes the form components read, one fragment each (types in graphql.ts). */
const CAPTCHA_FIELDS: TypedDocumentNode<Captcha> = gql`
  fragment CaptchaFields on CaptchaChallenge {
    token
    question
    expiresAt
  }
`
const FIELD_ERROR_FIELDS: TypedDocumentNode<FieldError> = gql`
  fragment FieldErrorFields on FormFieldError {
    field
    message
  }
`

export type SubmitResult = {
  ok: boolean
  id?: string | null
  message?: string | null
  fieldErrors: FieldError[]
  captcha?: Captcha | null
}

export const ISSUE_CAPTCHA: TypedDocumentNode<
  { issueCaptcha: Captcha },
  { locale: string; previous?: string | null }
> = gql`
  mutation IssueCaptcha($locale: String, $previous: String) {
    issueCaptcha(locale: $locale, previous: $previous) {
      ...CaptchaFields
    }
  }
  ${CAPTCHA_FIELDS}
`

export const ISSUE_FORM_START: TypedDocumentNode<
  { issueFormStart: FormStart },
  { locale: string }
> = gql`
  mutation IssueFormStart($locale: String) {
    issueFormStart(locale: $locale) {
      token
      expiresAt
    }
  }
`

export type SubmitFormVariables = {
  form: string
  locale: string
  data: { field: string; value: string }[]
  captchaToken?: string | null
  honeypot?: string
  startToken?: string | null
}
export type SubscribeNewsletterVariables = {
  email: string
  locale: string
  form?: string
  field?: string
  honeypot?: string
  startToken?: string | null
}

export const SUBMIT_FORM: TypedDocumentNode<{ submitForm: SubmitResult }, SubmitFormVariables> =
  gql`
    mutation SubmitForm(
      $form: String!
      $locale: String
      $data: [FormFieldValueInput!]!
      $captchaToken: String
      $honeypot: String
      $startToken: String
    ) {
      submitForm(
        form: $form
        locale: $locale
        data: $data
        captchaToken: $captchaToken
        honeypot: $honeypot
        startToken: $startToken
      ) {
        ok
        id
        message
        fieldErrors {
          ...FieldErrorFields
        }
        captcha {
          ...CaptchaFields
        }
      }
    }
    ${FIELD_ERROR_FIELDS}
    ${CAPTCHA_FIELDS}
  `

export const SUBSCRIBE_NEWSLETTER: TypedDocumentNode<
  { subscribeNewsletter: SubmitResult },
  SubscribeNewsletterVariables
> = gql`
  mutation SubscribeNewsletter(
    $email: String!
    $locale: String
    $form: String
    $field: String
    $honeypot: String
    $startToken: String
  ) {
    subscribeNewsletter(
      email: $email
      locale: $locale
      form: $form
      field: $field
      honeypot: $honeypot
      startToken: $startToken
    ) {
      ok
      message
      fieldErrors {
        ...FieldErrorFields
      }
    }
  }
  ${FIELD_ERROR_FIELDS}
`

export const CONFIRM_NEWSLETTER: TypedDocumentNode<
  { confirmNewsletter: boolean },
  { token: string; locale: string }
> = gql`
  mutation ConfirmNewsletter($token: String!, $locale: String) {
    confirmNewsletter(token: $token, locale: $locale)
  }
`

export const UNSUBSCRIBE_NEWSLETTER: TypedDocumentNode<
  { unsubscribeNewsletter: boolean },
  { token: string; locale: string }
> = gql`
  mutation UnsubscribeNewsletter($token: String!, $locale: String) {
    unsubscribeNewsletter(token: $token, locale: $locale)
  }
`
