import { getNamedType, isNonNullType, type GraphQLInputObjectType } from 'graphql'
import { flattenTopLevelFields } from 'payload'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'

import { EngineInstances } from '@/control/engines/collection'
import { launchInput } from '@/control/engines/rules'
import '@/control/schema'
import { customSchema } from '@/graphql/builder'
import type { EngineInstance } from '@/payload-types'

const keys = Object.keys(launchInput.shape)

describe('the launch input, defined once (engines/rules.ts)', () => {
  it('is stored whole: every key is a field of the engine-instances collection', () => {
    const fields = new Set(flattenTopLevelFields(EngineInstances.fields).map(({ name }) => name))
    expect(keys.filter((key) => !fields.has(key))).toEqual([])
    expectTypeOf<
      Exclude<keyof z.output<typeof launchInput>, keyof EngineInstance>
    >().toEqualTypeOf<never>()
    expectTypeOf<z.output<typeof launchInput>>().toExtend<Partial<EngineInstance>>()
  })

  it('keeps every key when parsed: what the launch hands to the collection', () => {
    const parsed = launchInput.parse({ shopName: ' Velo ', recipientEmail: 'Orders@Velo.CH' })
    expect(Object.keys(parsed).sort()).toEqual([...keys].sort())
    expect(parsed).toMatchObject({ shopName: 'Velo', recipientEmail: 'orders@velo.ch' })
  })

  it('is the GraphQL input, field for field, required where the schema requires it', () => {
    const input = customSchema().getType('LaunchEngineInput') as GraphQLInputObjectType
    const fields = input.getFields()
    expect(Object.keys(fields).sort()).toEqual(['organisation', ...keys].sort())
    const required = Object.keys(fields).filter((name) => isNonNullType(fields[name]!.type))
    expect(required.sort()).toEqual(['organisation', 'recipientEmail', 'shopName'])
    expect(getNamedType(fields.organisation!.type).name).toBe('ID')
    expect(getNamedType(fields.smtpPort!.type).name).toBe('String')
  })
})
