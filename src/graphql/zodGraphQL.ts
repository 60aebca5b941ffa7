import { z } from 'zod'

/**
 * What a zod schema tells its GraphQL input beyond its zod type (src/graphql/zodInput.ts builds
 * the input). Free of the builder, so the rules shared with the browser may use it.
 */

/**
 * A string the GraphQL input types as `ID` (an id the browser sends; the server parses it with
 * toId). Use it as it is, or as the start of a pipe.
 */
export const idInput = z.string().meta({ graphql: 'ID' })

/** `V` with every `-` as `_`. */
export type GraphQLEnumName<V extends string> = V extends `${infer Head}-${infer Tail}`
  ? `${Head}_${GraphQLEnumName<Tail>}`
  : V

/**
 * A value's name in a GraphQL enum: GraphQL names allow letters, digits and `_` only, so `de-CH`
 * is `de_CH` there (as in Payload's locale enum; another character fails the schema's build).
 * The zod enum of such values lists their names and transforms them into the values; the
 * browser sends and receives names.
 */
export const graphqlEnumName = <V extends string>(value: V) =>
  value.replaceAll('-', '_') as GraphQLEnumName<V>
