import { CombinedGraphQLErrors } from '@apollo/client/errors'

import { getApolloClient } from '@/graphql/client'
import { graphqlErrorMessage } from '@/graphql/errorMessage'

import { SUBSCRIBE_NEWSLETTER, type SubmitResult } from '../operations'

export type SubscribeOutcome = { result: SubmitResult } | { failure: string | null }

/**
 * Loaded only when a visitor sends the footer's sign-up, so pages whose only form is the footer
 * newsletter ship no Apollo until it is used.
 */
export async function subscribeNewsletter(variables: {
  email: string
  locale: string
  form?: string
  field?: string
  honeypot?: string
  startedAt?: number
}): Promise<SubscribeOutcome> {
  try {
    const { data } = await getApolloClient().mutate({ mutation: SUBSCRIBE_NEWSLETTER, variables })
    if (!data?.subscribeNewsletter) return { failure: null }
    return { result: data.subscribeNewsletter }
  } catch (error) {
    return { failure: CombinedGraphQLErrors.is(error) ? graphqlErrorMessage(error) : null }
  }
}
