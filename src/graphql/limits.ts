import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql'
import depthLimit from 'graphql-depth-limit'
import { createComplexityRule, type ComplexityEstimator } from 'graphql-query-complexity'

import { env } from '@/config/env'
import { publicReadLimits } from '@/security/boundedReads'

import { currentBudget, guardResolvers } from './budget'

/** Refuses GraphQL queries nested deeper than this. */
export const maxQueryDepth = 10

/** Documents a page holds when the query names no `limit`: Payload's default. */
const defaultPageSize = 10
/** What a list without a `limit` (a hasMany relationship, an array, blocks) is assumed to hold. */
const unpagedListSize = 5
/** A JSON value (rich text, a block's data) weighs as much as this many plain fields. */
const jsonWeight = 10

/**
 * Documents one page of `args` holds: its `limit`, Payload's default without one, and at most
 * what a visitor or customer gets in one page (publicReadLimits), also for "all" (`limit: 0`,
 * `pagination: false`): a larger limit is cut to it before the read, so it costs no more.
 */
function pageSize(args: Record<string, unknown>): number {
  const { limit, pagination } = args
  if (pagination === false) return publicReadLimits.docsPerPage
  if (typeof limit !== 'number') return defaultPageSize
  return limit >= 1 ? Math.min(limit, publicReadLimits.docsPerPage) : publicReadLimits.docsPerPage
}

/** The types a paginated field (one with a `limit` argument) answers with: Payload's `{ docs, totalDocs, … }`. */
const pageTypesOf = new WeakMap<GraphQLSchema, Set<string>>()
function pageTypes(schema: GraphQLSchema): Set<string> {
  let names = pageTypesOf.get(schema)
  if (!names) {
    names = new Set()
    for (const type of Object.values(schema.getTypeMap()))
      if (isObjectType(type))
        for (const field of Object.values(type.getFields()))
          if (field.args.some((arg) => arg.name === 'limit'))
            names.add(getNamedType(field.type).name)
    pageTypesOf.set(schema, names)
  }
  return names
}

/**
 * The cost of one field: 1, plus what it selects, repeated once per document of a page (a field
 * with `limit`) or per entry of another list; a JSON value weighs `jsonWeight`. The documents of
 * a page (`docs`) are counted by the page itself. Every alias is a field of its own.
 */
function fieldCost(pages: Set<string>): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    if (field.args.some((arg) => arg.name === 'limit')) return 1 + pageSize(args) * childComplexity
    const own = getNamedType(field.type).name === 'JSON' ? jsonWeight : 1
    if (isListType(getNullableType(field.type)) && !pages.has(type.name))
      return own + unpagedListSize * childComplexity
    return own + childComplexity
  }
}

/**
 * The fields of `document`, each fragment counted wherever it is spread, in one pass over its
 * text. Every field costs at least 1, so a query with more fields than the budget is over it; the
 * validation rules (Payload's complexity, the depth limit, the cost) walk a fragment again at each
 * spread, and a few lines of fragments each spreading the one before twice would hold them for
 * hours, so the route counts first (src/graphql/route.ts).
 */
export function expandedFieldCount(document: DocumentNode): number {
  const fragments = new Map<string, SelectionSetNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition.selectionSet)
  const counted = new Map<string, number>()
  const count = (set: SelectionSetNode | undefined): number => {
    let fields = 0
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields += 1 + count(selection.selectionSet)
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields += count(selection.selectionSet)
      else {
        const name = selection.name.value
        // A fragment being counted spreads itself: 0 here, the validation refuses the cycle.
        if (!counted.has(name)) {
          counted.set(name, 0)
          counted.set(name, count(fragments.get(name)))
        }
        fields += counted.get(name)!
      }
    }
    return fields
  }
  let fields = 0
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) fields += count(definition.selectionSet)
  return fields
}

/** The cost rule: refuses a query costing more than GRAPHQL_MAX_COST before any of it runs. */
function costLimit(variables: Record<string, unknown> | undefined): ValidationRule {
  return (context) => {
    const maximum = env().GRAPHQL_MAX_COST
    return createComplexityRule({
      maximumComplexity: maximum,
      // The route counted the fields first (expandedFieldCount): no limit of its own, which would throw.
      maxQueryNodes: Infinity,
      variables,
      estimators: [fieldCost(pageTypes(context.getSchema()))],
      onComplete: (cost) => {
        const budget = currentBudget()
        if (budget) budget.cost = cost
      },
      createError: (max, cost) => {
        const budget = currentBudget()
        if (budget) budget.refusal = { status: 400 }
        return new GraphQLError(
          `The query costs ${cost}, more than the ${max} allowed: ask for fewer documents (a smaller limit), fewer fields or fewer aliases, or split it.`,
          { extensions: { code: 'QUERY_TOO_COSTLY', cost, maximumCost: max } },
        )
      },
    })(context)
  }
}

/**
 * Payload's `graphQL.validationRules`, added to its own (complexity without list sizes): depth
 * and cost. The schema's resolvers are guarded the first time (src/graphql/budget.ts).
 */
export const graphQLValidationRules = (args: {
  schema: GraphQLSchema
  variableValues?: { readonly [name: string]: unknown } | null
}): ValidationRule[] => {
  guardResolvers(args.schema)
  return [
    depthLimit(maxQueryDepth) as ValidationRule,
    costLimit(args.variableValues ? { ...args.variableValues } : undefined),
  ]
}
