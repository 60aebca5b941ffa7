import SchemaBuilder from '@pothos/core'
import type { GraphQLFieldConfigMap, GraphQLObjectType, GraphQLSchema } from 'graphql'
import type { GraphQLExtension, PayloadRequest } from 'payload'

/** Headers the GraphQL route sends with its answer (the log-in cookie, its expiry). */
export type ResponseHeaders = Record<string, string>

/** What Payload's GraphQL route hands every resolver. */
export type GraphQLContext = { req: PayloadRequest; headers: ResponseHeaders }

/**
 * The one place the site's own GraphQL operations are defined (control area and site forms):
 * each feature's schema.ts adds its fields and types here; Payload's schema takes them in through
 * `graphQL.queries` / `graphQL.mutations` (see `customQueries`, `customMutations`). Fields are
 * nullable unless they say otherwise, as in graphql-js.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext
  DefaultFieldNullability: true
  // graphql-js hands every ID argument over as a string.
  Scalars: { ID: { Input: string; Output: string } }
}>({})

builder.queryType({})
builder.mutationType({})

let built: GraphQLSchema | undefined

/** The schema of our own operations alone, built once (after every schema.ts has added its part). */
export function customSchema(): GraphQLSchema {
  built ??= builder.toSchema()
  return built
}

const fieldsOf = (type: GraphQLObjectType | null | undefined) =>
  (type?.toConfig().fields ?? {}) as GraphQLFieldConfigMap<unknown, GraphQLContext>

/** Payload's `graphQL.queries`: the queries defined with the builder. */
export const customQueries: GraphQLExtension = () => fieldsOf(customSchema().getQueryType())

/** Payload's `graphQL.mutations`: the mutations defined with the builder. */
export const customMutations: GraphQLExtension = () => fieldsOf(customSchema().getMutationType())
