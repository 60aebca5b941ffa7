import * as GraphQL from 'graphql'
import {
  buildSchema,
  getNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  isObjectType,
  Kind,
  printSchema,
  validate,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql'
import { describe, expect, it } from 'vitest'

import * as accountOperations from '@/control/account/documents'
import * as controlOperations from '@/control/engines/documents'
import { hostingMutations, hostingQueries } from '@/control/engines/schema'
import * as trialEndOperations from '@/control/trial/documents'
import { trialEndMutations } from '@/control/trial/schema'
import { formMutations } from '@/forms/graphql'
import * as formOperations from '@/forms/operations'

/** The custom part of the server's schema, as Payload merges it into /api/graphql. */
function customSchema() {
  const context = {} as never
  const query = new GraphQLObjectType({
    name: 'Query',
    fields: hostingQueries(GraphQL, context) as never,
  })
  const mutation = new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      ...(hostingMutations(GraphQL, context) as object),
      ...(formMutations(GraphQL, context) as object),
      ...(trialEndMutations(GraphQL, context) as object),
      // Payload's own logout mutation of the customers collection.
      logoutCustomer: { type: GraphQLString },
    } as never,
  })
  // Printed and built again: one schema with each named type once, as the server has it.
  return buildSchema(printSchema(new GraphQLSchema({ query, mutation })))
}

const documents = Object.entries({
  ...controlOperations,
  ...accountOperations,
  ...formOperations,
  ...trialEndOperations,
}).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && entry[1] !== null && entry[1].kind === Kind.DOCUMENT,
)

/** Field names missing from a selection, recursively (`Type.field` for nested objects). */
function unselected(type: GraphQLObjectType, selection: SelectionSetNode): string[] {
  const selected = new Map(
    selection.selections.flatMap((node) =>
      node.kind === Kind.FIELD ? [[node.name.value, node] as const] : [],
    ),
  )
  return Object.values(type.getFields()).flatMap((field) => {
    const node = selected.get(field.name)
    if (!node) return [`${type.name}.${field.name}`]
    const named = getNamedType(field.type)
    return isObjectType(named) && node.selectionSet ? unselected(named, node.selectionSet) : []
  })
}

describe('browser GraphQL documents', () => {
  const schema = customSchema()

  it('are all checked here', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'CONTROL_INSTANCE',
        'LAUNCH_ENGINE',
        'SUBMIT_FORM',
        'REQUEST_TRIAL_OFFER',
      ]),
    )
  })

  it.each(documents)('%s is valid against the server schema', (_, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([])
  })

  it('select every field of a shape through its fragment', () => {
    const fragments = documents.flatMap(([, document]) =>
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION ? [definition] : [],
      ),
    )
    expect(new Set(fragments.map((fragment) => fragment.name.value))).toEqual(
      new Set([
        'InstanceFields',
        'OrganisationFields',
        'AccountFields',
        'CaptchaFields',
        'FieldErrorFields',
      ]),
    )
    for (const fragment of fragments) {
      const type = schema.getType(fragment.typeCondition.name.value)
      expect(isObjectType(type)).toBe(true)
      expect(unselected(type as GraphQLObjectType, fragment.selectionSet)).toEqual([])
    }
  })
})
