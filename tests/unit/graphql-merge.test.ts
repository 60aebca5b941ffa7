import { InMemoryCache } from '@apollo/client'
import { describe, expect, it } from 'vitest'

import { ControlInstanceDocument } from '@/control/engines/documents.generated'
import { instanceView } from '@/control/engines/views'
import { combineWithoutDuplicates, typePolicies } from '@/graphql/cache'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import type { EngineInstance } from '@/payload-types'

const doc = (tasks: EngineInstance['tasks'], status: EngineInstance['status']): EngineInstance => ({
  id: 1,
  instanceId: 'inst-1',
  shopName: 'Velo',
  status,
  recipientEmail: 'orders@velo.test',
  organisation: 3,
  smtpPasswordSet: false,
  services: [{ service: 'engineApi', state: 'pending' }],
  tasks,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:01.000Z',
})

/** Writes an answer of the controlInstance query into the cache, as hydration or a request does. */
const write = (cache: InMemoryCache, instance: EngineInstance) =>
  cache.writeQuery({
    query: ControlInstanceDocument,
    variables: { id: '1' },
    data: {
      controlInstance: { __typename: 'ControlInstance', ...instanceView(instance) } as never,
    },
  })
const read = (cache: InMemoryCache) =>
  cache.readQuery({ query: ControlInstanceDocument, variables: { id: '1' } })!.controlInstance!

describe('merging server state into the client cache (SPEC §7)', () => {
  it('merges objects deeply and keeps keys of both sides', () => {
    const cache = new InMemoryCache({ typePolicies })
    write(cache, doc([{ step: 'createDatabase', state: 'running' }], 'provisioning'))
    write(cache, doc([{ step: 'createDatabase', state: 'done' }], 'running'))
    expect(read(cache)).toMatchObject({ id: '1', status: 'running', shopName: 'Velo' })
    expect(cache.extract().ROOT_QUERY).toHaveProperty(['controlInstance({"id":"1"})'])
  })

  it('combines array entries without duplicates (the same entry once, its newest state)', () => {
    const cache = new InMemoryCache({ typePolicies })
    write(
      cache,
      doc(
        [
          { step: 'allocateSubdomain', state: 'done' },
          { step: 'createDatabase', state: 'running' },
        ],
        'provisioning',
      ),
    )
    write(
      cache,
      doc(
        [
          { step: 'createDatabase', state: 'done' },
          { step: 'deployEngine', state: 'running' },
        ],
        'provisioning',
      ),
    )
    expect(read(cache).tasks.map(({ step, state }) => [step, state])).toEqual([
      ['allocateSubdomain', 'done'],
      ['createDatabase', 'done'],
      ['deployEngine', 'running'],
    ])
  })

  it('leaves its inputs unchanged', () => {
    const client = [1, 2]
    const server = [2, 3]
    combineWithoutDuplicates(client, server)
    expect(client).toEqual([1, 2])
    expect(server).toEqual([2, 3])
  })

  it('combineWithoutDuplicates keeps order and drops repeated values', () => {
    expect(combineWithoutDuplicates([1, 2], [2, 3, 3])).toEqual([1, 2, 3])
    expect(combineWithoutDuplicates([{ a: 1 }], [{ a: 1 }, { a: 2 }])).toEqual([{ a: 1 }, { a: 2 }])
  })
})

describe('graphqlErrorMessage', () => {
  it('returns null for an error without a message (the UI then shows the fallback)', () => {
    expect(graphqlErrorMessage(new Error(''))).toBeNull()
    expect(graphqlErrorMessage(undefined)).toBeNull()
    expect(graphqlErrorMessage(new Error('trialEnded'))).toBe('trialEnded')
  })
})
