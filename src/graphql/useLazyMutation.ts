'use client'

import type { OperationVariables, TypedDocumentNode } from '@apollo/client'
import { useState } from 'react'

const loadClient = () => import('./client')

/**
 * A mutation whose Apollo Client (src/graphql/client.ts) is loaded with its first request rather
 * than with the page: the sign-in pages send one or two requests, and without Apollo in their
 * initial JavaScript they are about a quarter lighter. Like Apollo's `useMutation`, it resolves
 * with the result and rejects with the server's errors (CombinedGraphQLErrors). `prepare` starts
 * loading the client ahead (when the visitor begins to fill in the form).
 */
export function useLazyMutation<Data, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Data, Variables>,
) {
  const [loading, setLoading] = useState(false)
  const mutate = async ({ variables }: { variables: Variables }) => {
    setLoading(true)
    try {
      const { getApolloClient } = await loadClient()
      return await getApolloClient().mutate({ mutation, variables })
    } finally {
      setLoading(false)
    }
  }
  const prepare = () => void loadClient().catch(() => undefined)
  return [mutate, { loading, prepare }] as const
}
