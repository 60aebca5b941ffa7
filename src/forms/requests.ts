import { CombinedGraphQLErrors } from '@apollo/client/errors'

import { getApolloClient } from '@/graphql/client'
import { graphqlErrorMessage } from '@/graphql/errorMessage'

import { ISSUE_CAPTCHA, SUBMIT_FORM, SUBSCRIBE_NEWSLETTER, type Captcha, type SubmitResult } from './operations'

/**
 * The forms' GraphQL requests through Apollo Client. Forms import this module only when it is
 * needed (`loadRequests`), so Apollo is not part of any page's initial JavaScript.
 */
export type Outcome<T> = { result: T } | { failure: string | null }

type Variables<Document> = Document extends { __apiType?: (variables: infer V) => unknown } ? V : never

async function mutate<T>(request: () => Promise<T | null | undefined>): Promise<Outcome<T>> {
  try {
    const result = await request()
    return result ? { result } : { failure: null }
  } catch (error) {
    // The server's own message for GraphQL errors; none for network failures and 5xx.
    return { failure: CombinedGraphQLErrors.is(error) ? graphqlErrorMessage(error) : null }
  }
}

export const submitForm = (variables: Variables<typeof SUBMIT_FORM>) =>
  mutate<SubmitResult>(async () => (await getApolloClient().mutate({ mutation: SUBMIT_FORM, variables })).data?.submitForm)

export const subscribeNewsletter = (variables: Variables<typeof SUBSCRIBE_NEWSLETTER>) =>
  mutate<SubmitResult>(async () => (await getApolloClient().mutate({ mutation: SUBSCRIBE_NEWSLETTER, variables })).data?.subscribeNewsletter)

export const issueCaptcha = (locale: string) =>
  mutate<Captcha>(async () => (await getApolloClient().mutate({ mutation: ISSUE_CAPTCHA, variables: { locale } })).data?.issueCaptcha)
