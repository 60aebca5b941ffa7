import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import pg from 'pg'

export type TestPayload = { payload: Payload; databaseUri: string; stop: () => Promise<void> }

const tmpDir = path.resolve(import.meta.dirname, '../.tmp')

/** A fresh database for one test file: a new SQLite file, or a new database on TEST_DATABASE_URI's PostgreSQL server. */
export async function freshDatabase(): Promise<{ uri: string; drop: () => Promise<void> }> {
  const serverUri = process.env.TEST_DATABASE_URI
  if (serverUri?.startsWith('postgres')) {
    const name = `unbound_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
    const admin = new pg.Client({ connectionString: serverUri })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const uri = new URL(serverUri)
    uri.pathname = `/${name}`
    return {
      uri: uri.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: serverUri })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await client.end()
      },
    }
  }
  mkdirSync(tmpDir, { recursive: true })
  const file = path.join(tmpDir, `test-${randomUUID()}.db`)
  return {
    uri: `file:${file}`,
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        rmSync(`${file}${suffix}`, { force: true })
    },
  }
}

/** Boots Payload's Local API on a fresh database, with the project's real config. */
export async function startPayload(env: Record<string, string> = {}): Promise<TestPayload> {
  const database = await freshDatabase()
  process.env.DATABASE_URI = database.uri
  // Uploads of one test file never meet another's (same file names would be renamed on disk).
  const mediaDir = path.join(tmpDir, `media-${randomUUID()}`)
  process.env.MEDIA_DIR = mediaDir
  Object.assign(process.env, env)
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  // The schema comes from the committed migrations, exactly as in production.
  const { migrations } = database.uri.startsWith('file:')
    ? await import('@/migrations/sqlite')
    : await import('@/migrations/postgres')
  type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  return {
    payload,
    databaseUri: database.uri,
    stop: async () => {
      // Payload's destroy() leaves the PostgreSQL pool open: its idle connections are ended by the
      // forced DROP DATABASE below, which the pool would otherwise report as unhandled errors.
      ;(payload.db as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool?.on(
        'error',
        () => undefined,
      )
      // Let a job run in progress finish first: destroy() would leave it waiting for a database
      // that never comes back, and the forced drop would end its connection mid-query.
      for (const cron of payload.crons) cron.stop()
      while (payload.crons.some((cron) => cron.isBusy())) await sleep(50)
      await payload.destroy()
      await database.drop()
      rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}
