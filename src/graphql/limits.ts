import type { ValidationRule } from 'graphql'
import depthLimit from 'graphql-depth-limit'

/** Refuses GraphQL queries nested deeper than this (Payload limits complexity separately). */
export const maxQueryDepth = 10

export const graphQLValidationRules = (): ValidationRule[] => [
  depthLimit(maxQueryDepth) as ValidationRule,
]
