import type { ArgBuilder, InputFieldsFromShape, SchemaTypes } from '@pothos/core'
import { z } from 'zod'

import { builder } from './builder'

type Types =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never
type EnumRef = PothosSchemaTypes.EnumRef<Types, string>
type Scalar = 'String' | 'Int' | 'Float' | 'Boolean' | 'ID'

const enums = new Map<string, EnumRef>()

/**
 * The GraphQL enum of a zod enum, named by its `.meta({ id })` and made once. Its values are
 * GraphQL names as they are: a stored value that is none (de-CH) is named by graphqlEnumName
 * in the zod enum, which transforms it back (engines/rules.ts). Output types expose the same enum.
 */
export function enumFromZod(schema: z.ZodEnum): EnumRef {
  const name = z.globalRegistry.get(schema)?.id
  if (!name) throw new Error(`A zod enum used in GraphQL needs .meta({ id }): ${schema.options}`)
  let ref = enums.get(name)
  if (!ref) {
    ref = builder.enumType(name, { values: schema.options.map(String) }) as unknown as EnumRef
    enums.set(name, ref)
  }
  return ref
}

/**
 * The GraphQL input type of a zod schema and whether it is required: the input side of pipes and
 * transforms; optional, nullable and defaulted values are not required; a list's items are. Only
 * the kinds the control area's inputs use; any other throws when the schema is built.
 */
function graphqlInputOf(
  schema: z.ZodType,
  key: string,
): { type: Scalar | EnumRef | [Scalar | EnumRef]; required: boolean } {
  let current: z.ZodType = schema
  let required = true
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    ) {
      required = false
      current = current.unwrap() as z.ZodType
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType
    } else if (current instanceof z.ZodString) {
      const id = z.globalRegistry.get(current)?.graphql === 'ID'
      return { type: id ? 'ID' : 'String', required }
    } else if (current instanceof z.ZodNumber) {
      return { type: current.format?.includes('int') ? 'Int' : 'Float', required }
    } else if (current instanceof z.ZodBoolean) {
      return { type: 'Boolean', required }
    } else if (current instanceof z.ZodEnum) {
      return { type: enumFromZod(current), required }
    } else if (current instanceof z.ZodArray) {
      const item = graphqlInputOf(current.element as z.ZodType, key)
      if (Array.isArray(item.type) || !item.required)
        throw new Error(`${key}: only lists of required values have a GraphQL input type here`)
      return { type: [item.type], required }
    } else {
      throw new Error(`${key}: zod ${current.def.type} has no GraphQL input type here`)
    }
  }
}

const fieldOptions = (schema: z.ZodObject) =>
  Object.entries(schema.shape).map(
    ([key, field]) => [key, graphqlInputOf(field as z.ZodType, key)] as const,
  )

/**
 * The arguments of a field, one per key of a zod object, typed as its input: the resolver hands
 * them to the operation, which parses them with the same schema.
 */
export function argsFromZod<Schema extends z.ZodObject>(
  t: ArgBuilder<Types>,
  schema: Schema,
): InputFieldsFromShape<Types, z.input<Schema>, 'Arg'> {
  return Object.fromEntries(
    fieldOptions(schema).map(([key, options]) => [key, t(options as never)]),
  ) as InputFieldsFromShape<Types, z.input<Schema>, 'Arg'>
}

/** A GraphQL input type with a field per key of a zod object (see argsFromZod). */
export function inputFromZod<Schema extends z.ZodObject>(name: string, schema: Schema) {
  return builder.inputRef<z.input<Schema>, false>(name).implement({
    fields: (t) =>
      Object.fromEntries(
        fieldOptions(schema).map(([key, options]) => [key, t.field(options as never)]),
      ) as never,
  })
}
