import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'

import { typePolicies } from './cache'

export const graphqlEndpoint = '/api/graphql'

export const httpLink = () => new HttpLink({ uri: graphqlEndpoint, credentials: 'same-origin' })

let browserClient: ApolloClient | undefined

/**
 * The public forms' Apollo Client (loaded with their requests on first use, see
 * src/forms/requests.ts): one per browser tab.
 */
export function getApolloClient(): ApolloClient {
  browserClient ??= new ApolloClient({
    link: httpLink(),
    cache: new InMemoryCache({ typePolicies }),
  })
  return browserClient
}
