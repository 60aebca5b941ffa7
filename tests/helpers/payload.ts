import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

export type TestPayload = { payload: Payload; databaseUri: string; stop: () => Promise<void> }

const tmpDir = path.resolve(import.meta.dirname, '../.tmp')

/** A fresh database for one test file: a new SQLite file, or a new database on TEST_DATABASE_URI's PostgreSQL server. */
async function freshDatabase(): Promise<{ uri: string; drop: () => Promise<void> }> {
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
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true })
    },
  }
}

/** Boots Payload's Local API on a fresh database, with the project's real config. */
export async function startPayload(env: Record<string, string> = {}): Promise<TestPayload> {
  const database = await freshDatabase()
  process.env.DATABASE_URI = database.uri
  Object.assign(process.env, env)
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  return {
    payload,
    databaseUri: database.uri,
    stop: async () => {
      await payload.destroy()
      // Payload's destroy() leaves the PostgreSQL pool open; close it before the database goes.
      await (payload.db as { pool?: { end: () => Promise<void> } }).pool?.end()
      await database.drop()
    },
  }
}
