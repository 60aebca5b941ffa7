import { describe, expect, it } from 'vitest'

import { databaseKind, redact } from '@/config/databaseKind'
import { StartupError } from '@/config/startupError'

describe('databaseKind', () => {
  it.each([
    ['file:./data/unbound.db', 'sqlite'],
    ['file:/tmp/x.db', 'sqlite'],
    ['postgres://user:pw@localhost:5432/unbound', 'postgres'],
    ['postgresql://localhost/unbound', 'postgres'],
    ['mongodb://localhost:27017/unbound', 'mongodb'],
    ['mongodb+srv://user:pw@cluster.example.net/unbound', 'mongodb'],
  ])('maps %s to %s', (uri, kind) => {
    expect(databaseKind(uri)).toBe(kind)
  })

  it('refuses an unknown scheme and names the accepted ones', () => {
    expect(() => databaseKind('mysql://localhost/unbound')).toThrow(StartupError)
    expect(() => databaseKind('mysql://localhost/unbound')).toThrow(
      /file:, postgres:\/\/, postgresql:\/\/, mongodb:\/\/, mongodb\+srv:\/\//,
    )
  })

  it.each(['', '   ', undefined, 'not a uri', 'file:', 'postgres://'])(
    'refuses %j with a clear message',
    (uri) => {
      expect(() => databaseKind(uri)).toThrow(StartupError)
    },
  )

  it('never prints a password', () => {
    expect(redact('postgres://admin:s3cret@db:5432/x')).toBe('postgres://admin:***@db:5432/x')
    let message = ''
    try {
      databaseKind('mysql://admin:s3cret@db/x')
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).not.toContain('s3cret')
  })
})
