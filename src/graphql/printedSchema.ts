import { GraphQLObjectType, GraphQLSchema } from 'graphql'

import { customSchema } from './builder'

/**
 * Payload's own operations the browser calls: the rest of Payload's schema (collections, globals,
 * auth) serves the admin and API clients and stays out of the printed schema.
 */
const payloadOperationsInUse = { query: [] as string[], mutation: ['logoutCustomer'] }

/** The root type with only the fields named, as `served` has them. */
function rootWith(type: GraphQLObjectType | null | undefined, names: Set<string>) {
  if (!type) return undefined
  const config = type.toConfig()
  const fields = Object.fromEntries(
    Object.entries(config.fields).filter(([name]) => names.has(name)),
  )
  return Object.keys(fields).length ? new GraphQLObjectType({ ...config, fields }) : undefined
}

/**
 * The schema the browser's documents are typed from (src/graphql/schema.graphql): the site's own
 * operations (defined with the builder) and the few of Payload's it uses, each as the server
 * (`served`, Payload's schema with ours merged in) answers it, with the types they reach.
 */
export function browserSchema(served: GraphQLSchema): GraphQLSchema {
  const own = customSchema()
  const names = (type: GraphQLObjectType | null | undefined, payload: string[]) =>
    new Set([...Object.keys(type?.getFields() ?? {}), ...payload])
  return new GraphQLSchema({
    query: rootWith(served.getQueryType(), names(own.getQueryType(), payloadOperationsInUse.query)),
    mutation: rootWith(
      served.getMutationType(),
      names(own.getMutationType(), payloadOperationsInUse.mutation),
    ),
  })
}
