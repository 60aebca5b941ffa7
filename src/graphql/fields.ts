import type { GraphQLFieldConfig } from 'graphql'

/**
 * The fields of a GraphQL object type whose resolvers return `View` objects: one field per
 * property of `View` and no other (checked with `satisfies`), so the type and its mapper can't
 * drift apart.
 */
export type FieldsOf<View> = { [Key in keyof View]-?: GraphQLFieldConfig<View, unknown> }

/** A resolver argument as a string ('' when it is missing or of another type). */
export const str = (value: unknown) => (typeof value === 'string' ? value : '')
