import depthLimit from 'graphql-depth-limit'
import type { ValidationRule } from 'graphql'

/** Refuses GraphQL queries nested deeper than this (Payload limits complexity separately). */
export const maxQueryDepth = 10

export const graphQLValidationRules = (): ValidationRule[] => [
  depthLimit(maxQueryDepth) as ValidationRule,
]
