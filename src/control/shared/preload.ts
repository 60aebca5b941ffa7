import 'server-only'

import { ApolloLink } from '@apollo/client'
import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from '@apollo/client-integration-nextjs'
import { execute, type FormattedExecutionResult } from 'graphql'
import { createLocalReq } from 'payload'
import { Observable } from 'rxjs'

import { getPayloadClient } from '@/data/payload'
import { customSchema } from '@/graphql/builder'

import { currentCustomer } from './session'

/**
 * Runs a control page's query on the server, in this process, as the signed-in customer: the
 * same fields as /api/graphql (the feature's schema.ts) without an HTTP request.
 */
const localLink = new ApolloLink(
  (operation) =>
    new Observable<FormattedExecutionResult>((observer) => {
      ;(async () => {
        // Loading Payload loads its config, and with it every operation of the schema.
        const payload = await getPayloadClient()
        const { customer } = await currentCustomer()
        const req = await createLocalReq({ user: customer ?? undefined }, payload)
        const result = await execute({
          schema: customSchema(),
          document: operation.query,
          variableValues: operation.variables,
          operationName: operation.operationName,
          contextValue: { req, headers: {} },
        })
        observer.next(result as FormattedExecutionResult)
        observer.complete()
      })().catch((error: unknown) => observer.error(error))
    }),
)

/**
 * `<PreloadQuery query variables>` in a control page: the query's answer is rendered on the
 * server and handed to the browser's Apollo cache (src/graphql/ApolloProvider.tsx), where the
 * page's client component reads it at once and keeps it live.
 */
export const { PreloadQuery } = registerApolloClient(
  () => new ApolloClient({ cache: new InMemoryCache(), link: localLink }),
)
