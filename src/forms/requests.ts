/**
 * The forms' GraphQL requests through Apollo Client. Forms import this module only when it is
 * needed (`loadRequests`), so Apollo is not part of any page's initial JavaScript.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors'

import { getApolloClient } from '@/graphql/client'
import { graphqlErrorMessage } from '@/graphql/errorMessage'

import {
  IssueCaptchaDocument,
  IssueFormStartDocument,
  SubmitFormDocument,
  SubscribeNewsletterDocument,
  type CaptchaFieldsFragment,
  type IssueFormStartMutation,
  type SubmitFormMutation,
  type SubmitFormMutationVariables,
  type SubscribeNewsletterMutation,
  type SubscribeNewsletterMutationVariables,
} from './documents.generated'

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

export const submitForm = (variables: SubmitFormMutationVariables) =>
  mutate<SubmitFormMutation['submitForm']>(
    async () =>
      (await getApolloClient().mutate({ mutation: SubmitFormDocument, variables })).data
        ?.submitForm,
  )

export const subscribeNewsletter = (variables: SubscribeNewsletterMutationVariables) =>
  mutate<SubscribeNewsletterMutation['subscribeNewsletter']>(
    async () =>
      (await getApolloClient().mutate({ mutation: SubscribeNewsletterDocument, variables })).data
        ?.subscribeNewsletter,
  )

/** `previous`: the challenge being replaced, so the visitor's form start time carries over. */
export const issueCaptcha = (locale: string, previous?: string | null) =>
  mutate<CaptchaFieldsFragment>(
    async () =>
      (
        await getApolloClient().mutate({
          mutation: IssueCaptchaDocument,
          variables: { locale, previous },
        })
      ).data?.issueCaptcha,
  )

export const issueFormStart = (locale: string) =>
  mutate<IssueFormStartMutation['issueFormStart']>(
    async () =>
      (await getApolloClient().mutate({ mutation: IssueFormStartDocument, variables: { locale } }))
        .data?.issueFormStart,
  )
