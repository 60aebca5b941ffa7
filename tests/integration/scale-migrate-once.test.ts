import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'
import { freshDatabase } from '../helpers/payload'

const root = path.resolve(import.meta.dirname, '../..')
const [node, ...migrateArgs] = npmScriptCommand('migrate')

let database: Awaited<ReturnType<typeof freshDatabase>>
let payload: Payload | undefined

beforeAll(async () => {
  runPreScript('migrate')
  database = await freshDatabase()
})

afterAll(async () => {
  // As in tests/helpers/payload.ts: the pool's idle connections end with the forced DROP DATABASE.
  ;(
    payload?.db as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined
  )?.pool?.on('error', () => undefined)
  await payload?.destroy()
  await database?.drop()
})

function migrate(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, migrateArgs, {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URI: database.uri,
        ADMIN_EMAIL: 'admin@migrate.test',
        ADMIN_PASSWORD: 'migrate-once-password',
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('npm run migrate, twice at the same time on a fresh database', () => {
  it(
    'both succeed; every migration is applied once and the seed runs once',
    // Two processes migrating and seeding on PostgreSQL beside every other suite of CI took over
    // 300 s.
    { timeout: 900_000 },
    async () => {
      const results = await Promise.all([migrate(), migrate()])
      for (const { code, output } of results) expect(code, output.slice(-3000)).toBe(0)
      const seeded = results.filter(({ output }) => output.includes('Empty database'))
      expect(seeded).toHaveLength(1)

      process.env.DATABASE_URI = database.uri
      const { getPayload } = await import('payload')
      const { default: config } = await import('@payload-config')
      payload = await getPayload({ config })
      const { migrations } = database.uri.startsWith('file:')
        ? await import('@/migrations/sqlite')
        : await import('@/migrations/postgres')
      const applied = await payload.find({
        collection: 'payload-migrations',
        limit: 0,
        pagination: false,
      })
      expect(applied.docs.map(({ name }) => name).sort()).toEqual(
        migrations.map(({ name }) => name).sort(),
      )
      const admins = await payload.find({ collection: 'users', limit: 0, pagination: false })
      expect(admins.docs.map(({ email }) => email)).toEqual(['admin@migrate.test'])
      if (database.uri.startsWith('file:'))
        expect(existsSync(`${database.uri.slice('file:'.length)}.migrate-lock`)).toBe(false)
    },
  )
})
