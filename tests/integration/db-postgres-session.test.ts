import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * src/db/adapter.ts: the app's PostgreSQL connections run without JIT compilation, which costs
 * Payload's many-join reads more than it saves (the server's own default stays untouched), and a
 * connection the server ends costs one log line, not the process.
 */
describe.runIf(process.env.TEST_DATABASE_URI?.startsWith('postgres'))(
  "the app's PostgreSQL sessions",
  () => {
    let started: TestPayload
    let payload: Payload
    const pool = () => (payload.db as unknown as { pool: pg.Pool }).pool

    beforeAll(async () => {
      started = await startPayload()
      payload = started.payload
    })

    afterAll(async () => started?.stop())

    it('survive the server ending them: the pool opens new ones and the process keeps running', async () => {
      // Four connections of the pool, idle again, then the server ends each of them.
      const pids = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const { rows } = await pool().query<{ pid: number }>(
            'select pg_backend_pid() as pid, pg_sleep(0.05)',
          )
          return rows[0]!.pid
        }),
      )
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URI })
      await killer.connect()
      try {
        const { rows } = await killer.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from unnest($1::int[]) as pid',
          [pids],
        )
        expect(rows.map((row) => row.ended)).toContain(true)
      } finally {
        await killer.end()
      }
      // Without a listener the pool's 'error' event would end this process (an unhandled error).
      await sleep(200)
      const again = await pool().query<{ pid: number }>('select pg_backend_pid() as pid')
      expect(pids).not.toContain(again.rows[0]!.pid)
      expect(await payload.count({ collection: 'pages' })).toMatchObject({
        totalDocs: expect.any(Number),
      })
    })

    it('compile no query plans, on every connection of the pool', async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => pool().query('show jit')))
      expect(answers.map((answer) => answer.rows[0])).toEqual(
        Array.from({ length: 4 }, () => ({ jit: 'off' })),
      )
    })
  },
)
