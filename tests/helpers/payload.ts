import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
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
    return { uri: uri.toString(), drop: () => dropDatabase(uri.toString(), serverUri) }
  }
  mkdirSync(tmpDir, { recursive: true })
  const file = path.join(tmpDir, `${name}.db`)
  if (template) {
    // The template's last writes may still sit in its write-ahead log.
    const source = template.slice('file:'.length)
    copyFileSync(source, file)
    if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${file}-wal`)
  }
  return { uri: `file:${file}`, drop: () => dropDatabase(`file:${file}`) }
}

/** Drops a database freshDatabase made (on PostgreSQL, connected to `serverUri`). */
async function dropDatabase(uri: string, serverUri = process.env.TEST_DATABASE_URI): Promise<void> {
  if (uri.startsWith('file:')) {
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      rmSync(`${uri.slice('file:'.length)}${suffix}`, { force: true })
    return
  }
  const client = new pg.Client({ connectionString: serverUri })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${new URL(uri).pathname.slice(1)} WITH (FORCE)`)
  await client.end()
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

/** The staff account of the seeded template (freshSeededDatabase). */
export const seededAdmin = {
  adminEmail: 'admin@unbound.example',
  adminPassword: 'seed-test-password',
}

const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')
const templateScript = path.resolve(import.meta.dirname, 'migrate-template.ts')

/**
 * The run's template database, migrated once in a process of its own by the suite's global set-up
 * (tests/helpers/integration-setup.ts), which every test file's startPayload copies instead of
 * running the migrations again. Its own process: the Payload config reads the environment when it
 * loads, and a test file's settings (SMTP, limits) must be in place before that.
 */
export async function migratedTemplate(): Promise<Database> {
  const database = await freshDatabase(undefined, `unbound_template_${randomUUID().slice(0, 8)}`)
  const { status, stderr } = spawnSync(tsx, ['--conditions=development', templateScript], {
    env: { ...process.env, DATABASE_URI: database.uri },
    encoding: 'utf8',
  })
  if (status !== 0) {
    await database.drop()
    throw new Error(`Migrating the template database failed:\n${stderr}`)
  }
  return database
}

/**
 * The run's seeded template: a copy of the migrated template with the demo content (`seed` with
 * seededAdmin) and its images. The first file of the run that asks makes it, in a process of its
 * own; the others wait for it. Its folder (integration-setup.ts) holds `claimed` (a file makes
 * it), `database` (its URI, for the run's end to drop it), `media`, then `ready` or `failed`.
 */
async function seededTemplate(): Promise<{ uri: string; media: string }> {
  const folder = inject('seededTemplateFolder')
  const file = (name: string) => path.join(folder, name)
  mkdirSync(folder, { recursive: true })
  let claimed = true
  try {
    mkdirSync(file('claimed'))
  } catch {
    claimed = false
  }
  if (claimed) {
    try {
      const database = await freshDatabase(
        inject('templateDatabase'),
        `unbound_seeded_${randomUUID().replace(/-/g, '').slice(0, 8)}`,
      )
      writeFileSync(file('database'), database.uri)
      let output = ''
      const child = spawn(tsx, ['--conditions=development', templateScript, '--seed'], {
        env: { ...process.env, DATABASE_URI: database.uri, MEDIA_DIR: file('media') },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk) => (output = (output + chunk).slice(-8000)))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      writeFileSync(file(code === 0 ? 'ready' : 'failed'), code === 0 ? '' : output)
    } catch (error) {
      writeFileSync(file('failed'), String((error as Error).stack))
    }
  }
  while (!existsSync(file('ready'))) {
    if (existsSync(file('failed')))
      throw new Error(`Seeding the template database failed:\n${readFileSync(file('failed'))}`)
    await sleep(250)
  }
  return { uri: readFileSync(file('database'), 'utf8'), media: file('media') }
}

/**
 * A fresh database with the demo content, as `seed(payload, seededAdmin)` writes it on a migrated
 * one, and its images copied into `mediaDir`: a copy of the run's seeded template.
 */
export async function freshSeededDatabase(mediaDir: string): Promise<Database> {
  const template = await seededTemplate()
  cpSync(template.media, mediaDir, { recursive: true })
  return freshDatabase(template.uri)
}

/** Drops the run's seeded template, if a file made it, and its folder (integration-setup.ts). */
export async function dropSeededTemplate(folder: string): Promise<void> {
  const database = path.join(folder, 'database')
  if (existsSync(database)) await dropDatabase(readFileSync(database, 'utf8'))
  rmSync(folder, { recursive: true, force: true })
}

/** Boots Payload's Local API on a fresh, migrated database, with the project's real config. */
export async function startPayload(
  env: Record<string, string> = {},
  { seeded = false } = {},
): Promise<TestPayload> {
  // Uploads of one test file never meet another's (same file names would be renamed on disk).
  const mediaDir = path.join(tmpDir, `media-${randomUUID()}`)
  const database = seeded
    ? await freshSeededDatabase(env.MEDIA_DIR ?? mediaDir)
    : await freshDatabase(inject('templateDatabase'))
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

/**
 * startPayload on a copy of the run's seeded template (freshSeededDatabase): the demo content is
 * there from the start, without each file writing it again.
 */
export const startSeededPayload = (env: Record<string, string> = {}) =>
  startPayload(env, { seeded: true })
