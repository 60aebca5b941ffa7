import { describe, expect, it } from 'vitest'

import { relationId, toId, withoutRowIds } from '@/utilities/ids'

describe('toId', () => {
  it('turns all-digit strings into numbers (SQLite and PostgreSQL serial ids)', () => {
    expect(toId('42')).toBe(42)
    expect(toId('007')).toBe(7)
    expect(toId(5)).toBe(5)
  })

  it('leaves every other id as it is', () => {
    expect(toId('3f1c9a52-6d0e-4b5f-9e0b-1a2b3c4d5e6f')).toBe(
      '3f1c9a52-6d0e-4b5f-9e0b-1a2b3c4d5e6f',
    )
    expect(toId('inst-1a2b')).toBe('inst-1a2b')
    expect(toId('1.5')).toBe('1.5')
    expect(toId('-1')).toBe('-1')
    expect(toId('')).toBe('')
  })
})

describe('relationId', () => {
  it('reads the id of a populated or unpopulated relationship', () => {
    const organisation = { id: 7, name: 'Acme' }
    expect(relationId(7)).toBe(7)
    expect(relationId(organisation)).toBe(7)
    expect(relationId('abc')).toBe('abc')
    expect(relationId(null)).toBeUndefined()
    expect(relationId(undefined)).toBeUndefined()
  })
})

describe('withoutRowIds', () => {
  it('drops the row ids and keeps every other field; no rows give an empty list', () => {
    expect(
      withoutRowIds([
        { id: 'a1', step: 'deployEngine', state: 'done' },
        { step: 'requestDeletion', state: 'pending' },
      ]),
    ).toEqual([
      { step: 'deployEngine', state: 'done' },
      { step: 'requestDeletion', state: 'pending' },
    ])
    expect(withoutRowIds(null)).toEqual([])
    expect(withoutRowIds(undefined)).toEqual([])
  })
})
