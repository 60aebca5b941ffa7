import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dataDir } from '@/config/paths'
import { StartupError } from '@/config/startupError'
import { prepareEnvironment } from '@/server/environment'
import { adminCredentials, adminLoginLine } from '@/server/secrets'

/** An environment as the scripts see it (NODE_ENV is left to them). */
const environment = (values: Record<string, string>) => ({ ...values }) as NodeJS.ProcessEnv

describe('PAYLOAD_SECRET at start-up', () => {
  it('a single server on SQLite generates one into data/ and keeps it', () => {
    const env = environment({ DATABASE_URI: 'file:./tests/.tmp/secret.db' })
    expect(prepareEnvironment(env)).toBe('sqlite')
    expect(env.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(path.join(dataDir, '.payload-secret'), 'utf8').trim()).toBe(
      env.PAYLOAD_SECRET,
    )
    const again = environment({ DATABASE_URI: 'file:./tests/.tmp/secret.db' })
    prepareEnvironment(again)
    expect(again.PAYLOAD_SECRET).toBe(env.PAYLOAD_SECRET)
  })

  it.each([
    [{ DATABASE_URI: 'postgres://unbound:pw@db.internal/unbound' }],
    [{ DATABASE_URI: 'mongodb://db.internal/unbound' }],
    [{ DATABASE_URI: 'file:./tests/.tmp/secret.db', REDIS_URL: 'redis://cache.internal:6379' }],
  ])(
    'several servers must share one: %o is refused without it',
    (values: Record<string, string>) => {
      expect(() => prepareEnvironment(environment(values))).toThrow(StartupError)
      expect(() => prepareEnvironment(environment(values))).toThrow(
        /set the same PAYLOAD_SECRET on every server/,
      )
    },
  )

  it('a given secret is used as is, whatever the database', () => {
    const env = environment({
      DATABASE_URI: 'postgres://unbound:pw@db.internal/unbound',
      REDIS_URL: 'redis://cache.internal',
      PAYLOAD_SECRET: 'shared-secret',
    })
    expect(prepareEnvironment(env)).toBe('postgres')
    expect(env.PAYLOAD_SECRET).toBe('shared-secret')
  })
})

describe('the admin log-in printed at start', () => {
  it("never prints an operator's ADMIN_PASSWORD", () => {
    const env = environment({ ADMIN_EMAIL: 'ops@example.test', ADMIN_PASSWORD: 'operator-secret' })
    const admin = adminCredentials(env)
    expect(admin).toEqual({
      email: 'ops@example.test',
      password: 'operator-secret',
      generated: false,
    })
    const line = adminLoginLine(admin, env)
    expect(line).toBe('ops@example.test (password from ADMIN_PASSWORD)')
    expect(line).not.toContain('operator-secret')
  })

  it('prints a generated password on the start that generated it only', () => {
    const env = environment({})
    const first = { email: 'admin@unbound.localhost', password: 'generated-pw', generated: true }
    expect(adminLoginLine(first, env)).toContain('generated-pw')
    const later = adminLoginLine({ ...first, generated: false }, env)
    expect(later).not.toContain('generated-pw')
    expect(later).toContain('data/.admin-password')
  })
})
