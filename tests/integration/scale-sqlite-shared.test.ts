import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

const root = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

let app: TestPayload

beforeAll(async () => {
  app = await startPayload()
})

afterAll(async () => {
  await app?.stop()
})

function writer(count: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tsx, '--conditions=development', 'tests/helpers/write-jobs.ts'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URI: app.databaseUri, COUNT: String(count) },
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe.runIf(process.env.TEST_DATABASE_URI?.startsWith('postgres') !== true)(
  'one SQLite file, two processes',
  () => {
    // Under heavy load a writer process has been seen to end with exit code 13 (an await that never
    // settled) during start-up, without any database error; a retry keeps that apart from a lock.
    it('writes 200 documents concurrently without "database is locked"', { retry: 2 }, async () => {
      await app.payload.delete({
        collection: 'payload-jobs',
        where: { id: { exists: true } },
        overrideAccess: true,
      })
      const results = await Promise.all([writer(100), writer(100)])
      for (const { code, output } of results) {
        expect(output).not.toMatch(/database is locked|SQLITE_BUSY/i)
        expect(code, output.slice(-3000)).toBe(0)
      }
      expect((await app.payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(200)
      const mode = await (
        app.payload.db as unknown as {
          client: { execute: (sql: string) => Promise<{ rows: { journal_mode: string }[] }> }
        }
      ).client.execute('PRAGMA journal_mode')
      expect(mode.rows[0]!.journal_mode).toBe('wal')
    })
  },
)
