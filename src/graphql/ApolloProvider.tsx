'use client'

import type { NormalizedCacheObject } from '@apollo/client'
import { ApolloProvider as BaseProvider } from '@apollo/client/react'
import { useMemo, type ReactNode } from 'react'

import { getApolloClient } from './client'

/** Wraps the interactive parts (forms, control area) that talk to /api/graphql. */
export function ApolloProvider({
  children,
  initialState,
}: {
  children: ReactNode
  initialState?: NormalizedCacheObject
}) {
  const client = useMemo(() => getApolloClient(initialState), [initialState])
  return <BaseProvider client={client}>{children}</BaseProvider>
}
