import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client'

import { mergeCacheState } from './mergeCacheState'

export const graphqlEndpoint = '/api/graphql'

function createClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: graphqlEndpoint, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  })
}

let browserClient: ApolloClient | undefined

/**
 * The browser's single Apollo Client. Server-rendered state passed in is merged into its cache
 * (arrays combined without duplicates) so a page shows server data at once and stays live.
 */
export function getApolloClient(initialState?: NormalizedCacheObject): ApolloClient {
  const client = typeof window === 'undefined' ? createClient() : (browserClient ??= createClient())
  if (initialState) {
    client.cache.restore(
      mergeCacheState(client.cache.extract() as NormalizedCacheObject, initialState),
    )
  }
  return client
}
