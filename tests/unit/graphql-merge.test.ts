import { describe, expect, it } from 'vitest'

import { graphqlErrorMessage } from '@/graphql/errorMessage'
import { combineWithoutDuplicates, mergeCacheState } from '@/graphql/mergeCacheState'

describe('mergeCacheState', () => {
  it('merges objects deeply and keeps keys of both sides', () => {
    const client = {
      'ControlInstance:1': { __typename: 'ControlInstance', id: '1', status: 'provisioning' },
      ROOT_QUERY: { a: 1 },
    }
    const server = { 'ControlInstance:1': { status: 'running' }, ROOT_QUERY: { b: 2 } }
    expect(mergeCacheState(client, server as never)).toEqual({
      'ControlInstance:1': { __typename: 'ControlInstance', id: '1', status: 'running' },
      ROOT_QUERY: { a: 1, b: 2 },
    })
  })

  it('combines array entries without duplicates (equal by value)', () => {
    const client = { ROOT_QUERY: { list: [{ __ref: 'A:1' }, { __ref: 'A:2' }] } }
    const server = { ROOT_QUERY: { list: [{ __ref: 'A:2' }, { __ref: 'A:3' }] } }
    expect(mergeCacheState(client, server).ROOT_QUERY.list).toEqual([
      { __ref: 'A:1' },
      { __ref: 'A:2' },
      { __ref: 'A:3' },
    ])
  })

  it('leaves its inputs unchanged', () => {
    const client = { x: { list: [1, 2] } }
    const server = { x: { list: [2, 3] } }
    mergeCacheState(client, server)
    expect(client).toEqual({ x: { list: [1, 2] } })
    expect(server).toEqual({ x: { list: [2, 3] } })
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
