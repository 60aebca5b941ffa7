import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import pg from 'pg'
import { inject } from 'vitest'

export type TestPayload = { payload: Payload; databaseUri: string; stop: () => Promise<void> }

const tmpDir = path.resolve(import.meta.dirname, '../.tmp')

type Database = { uri: string; drop: () => Promise<void> }

/**
 * A fresh database for one test file: a new SQLite file, or a new database on TEST_DATABASE_URI's
 * PostgreSQL server. Empty, or a copy of `template` (a database made by this function).
 */
export async function freshDatabase(
  template?: string,
  name = `unbound_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
): Promise<Database> {
  const serverUri = process.env.TEST_DATABASE_URI
  if (serverUri?.startsWith('postgres')) {
    const admin = new pg.Client({ connectionString: serverUri })
    await admin.connect()
    const from = template ? ` TEMPLATE ${new URL(template).pathname.slice(1)}` : ''
    await admin.query(`CREATE DATABASE ${name}${from}`)
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
  const file = path.join(tmpDir, `${name}.db`)
  if (template) {
    // The template's last writes may still sit in its write-ahead log.
    const source = template.slice('file:'.length)
    copyFileSync(source, file)
    if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${file}-wal`)
  }
  return {
    uri: `file:${file}`,
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        rmSync(`${file}${suffix}`, { force: true })
    },
  }
}

export async function bootMigrated(
  database: Database,
  env: Record<string, string>,
): Promise<Payload> {
  process.env.DATABASE_URI = database.uri
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
  return payload
}

/**
 * The run's template database, migrated once in a process of its own by the suite's global set-up
 * (tests/helpers/integration-setup.ts), which every test file's startPayload copies instead of
 * running the migrations again. Its own process: the Payload config reads the environment when it
 * loads, and a test file's settings (SMTP, limits) must be in place before that.
 */
export async function migratedTemplate(): Promise<Database> {
  const database = await freshDatabase(undefined, `unbound_template_${randomUUID().slice(0, 8)}`)
  const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')
  const script = path.resolve(import.meta.dirname, 'migrate-template.ts')
  const { status, stderr } = spawnSync(tsx, ['--conditions=development', script], {
    env: { ...process.env, DATABASE_URI: database.uri },
    encoding: 'utf8',
  })
  if (status !== 0) {
    await database.drop()
    throw new Error(`Migrating the template database failed:\n${stderr}`)
  }
  return database
}

/** Boots Payload's Local API on a fresh, migrated database, with the project's real config. */
export async function startPayload(env: Record<string, string> = {}): Promise<TestPayload> {
  const database = await freshDatabase(inject('templateDatabase'))
  // Uploads of one test file never meet another's (same file names would be renamed on disk).
  const mediaDir = path.join(tmpDir, `media-${randomUUID()}`)
  const payload = await bootMigrated(database, { MEDIA_DIR: mediaDir, ...env })
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
