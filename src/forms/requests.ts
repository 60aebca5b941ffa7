/**
 * The forms' GraphQL requests through Apollo Client. Forms import this module only when it is
 * needed (`loadRequests`), so Apollo is not part of any page's initial JavaScript.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors'

import { getApolloClient } from '@/graphql/client'
import { graphqlErrorMessage } from '@/graphql/errorMessage'

import {
  ISSUE_CAPTCHA,
  ISSUE_FORM_START,
  SUBMIT_FORM,
  SUBSCRIBE_NEWSLETTER,
  type Captcha,
  type FormStart,
  type SubmitFormVariables,
  type SubmitResult,
  type SubscribeNewsletterVariables,
} from './operations'

/** A request's result, or why it failed: the server's message, or none (network, 5xx). */
export type Outcome<T> = { result: T } | { failure: string | null }

async function mutate<T>(request: () => Promise<T | null | undefined>): Promise<Outcome<T>> {
  try {
    const result = await request()
    return result ? { result } : { failure: null }
  } catch (error) {
    // The server's own message for GraphQL errors; none for network failures and 5xx.
    return { failure: CombinedGraphQLErrors.is(error) ? graphqlErrorMessage(error) : null }
  }
}

export const submitForm = (variables: SubmitFormVariables) =>
  mutate<SubmitResult>(
    async () =>
      (await getApolloClient().mutate({ mutation: SUBMIT_FORM, variables })).data?.submitForm,
  )

export const subscribeNewsletter = (variables: SubscribeNewsletterVariables) =>
  mutate<SubmitResult>(
    async () =>
      (await getApolloClient().mutate({ mutation: SUBSCRIBE_NEWSLETTER, variables })).data
        ?.subscribeNewsletter,
  )

/** `previous`: the challenge being replaced, so the visitor's form start time carries over. */
export const issueCaptcha = (locale: string, previous?: string | null) =>
  mutate<Captcha>(
    async () =>
      (await getApolloClient().mutate({ mutation: ISSUE_CAPTCHA, variables: { locale, previous } }))
        .data?.issueCaptcha,
  )

export const issueFormStart = (locale: string) =>
  mutate<FormStart>(
    async () =>
      (await getApolloClient().mutate({ mutation: ISSUE_FORM_START, variables: { locale } })).data
        ?.issueFormStart,
  )
