import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * src/db/adapter.ts: the app's PostgreSQL connections run without JIT compilation, which costs
 * Payload's many-join reads more than it saves. The server's own default (on) stays untouched.
 */
describe.runIf(process.env.TEST_DATABASE_URI?.startsWith('postgres'))(
  "the app's PostgreSQL sessions",
  () => {
    let started: TestPayload
    let payload: Payload
    const pool = () =>
      (payload.db as unknown as { pool: { query: (sql: string) => Promise<{ rows: unknown[] }> } })
        .pool

    beforeAll(async () => {
      started = await startPayload()
      payload = started.payload
    })

    afterAll(async () => started?.stop())

    it('compile no query plans, on every connection of the pool', async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => pool().query('show jit')))
      expect(answers.map((answer) => answer.rows[0])).toEqual(
        Array.from({ length: 4 }, () => ({ jit: 'off' })),
      )
    })
  },
)
