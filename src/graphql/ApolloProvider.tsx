'use client'

import {
  ApolloClient,
  ApolloNextAppProvider,
  InMemoryCache,
} from '@apollo/client-integration-nextjs'
import type { ReactNode } from 'react'

import { typePolicies } from './cache'
import { httpLink } from './client'

function makeClient() {
  return new ApolloClient({
    link: httpLink(),
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  })
}

/**
 * The Apollo client of the interactive pages (control area, newsletter links), through
 * @apollo/client-integration-nextjs: queries a server component preloads (`PreloadQuery`, see
 * src/control/shared/preload.ts) are rendered on the server and merged into this client's cache.
 */
export function ApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClient}>{children}</ApolloNextAppProvider>
}
