import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  buildSchema,
  getNamedType,
  GraphQLObjectType,
  isObjectType,
  Kind,
  validate,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql'
import { describe, expect, it } from 'vitest'

import * as accountOperations from '@/control/account/documents.generated'
import * as controlOperations from '@/control/engines/documents.generated'
import * as organisationOperations from '@/control/organisations/documents.generated'
import '@/control/schema'
import * as teamOperations from '@/control/team/documents.generated'
import * as trialEndOperations from '@/control/trial/documents.generated'
import * as formOperations from '@/forms/documents.generated'
import '@/forms/schema'
import { customSchema } from '@/graphql/builder'

/**
 * The server's schema as printed for the browser's documents (src/graphql/schema.graphql: our
 * operations and the few of Payload's the browser calls), checked against the operations defined
 * with Pothos.
 */
function printedSchema() {
  return buildSchema(
    readFileSync(path.resolve(import.meta.dirname, '../../src/graphql/schema.graphql'), 'utf8'),
  )
}

const documents = Object.entries({
  ...controlOperations,
  ...accountOperations,
  ...organisationOperations,
  ...teamOperations,
  ...formOperations,
  ...trialEndOperations,
}).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
)

/** Each field as `name(arg: Type, …): Type` with its arguments sorted. */
const fieldSignatures = (type: GraphQLObjectType) =>
  Object.values(type.getFields())
    .map((field) => {
      const args = ('args' in field ? field.args : [])
        .map((arg) => `${arg.name}: ${String(arg.type)}`)
        .sort()
      return `${field.name}(${args.join(', ')}): ${String(field.type)}`
    })
    .sort()

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
  const schema = printedSchema()

  it('are generated from a schema that has every operation as defined (npm run generate:graphql)', () => {
    const defined = customSchema()
    const roots = new Set(['Query', 'Mutation'])
    for (const type of Object.values(defined.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type)) continue
      const printed = schema.getType(type.name) as GraphQLObjectType | undefined
      expect(printed, type.name).toBeDefined()
      const own = fieldSignatures(type as GraphQLObjectType)
      const there = fieldSignatures(printed!)
      if (roots.has(type.name)) expect(there, type.name).toEqual(expect.arrayContaining(own))
      else expect(there, type.name).toEqual(own)
    }
  })

  it('are all checked here', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'ControlInstanceDocument',
        'LaunchEngineInstanceDocument',
        'SubmitFormDocument',
        'RequestTrialOfferDocument',
        'ChangeMemberRoleDocument',
        'OrganisationActivityDocument',
      ]),
    )
  })

  const operations = documents.filter(([, document]) =>
    document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
  )

  it.each(operations)('%s is valid against the server schema', (_, document) => {
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
