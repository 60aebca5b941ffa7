import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

/** A database nobody migrated yet (Payload boots on it without pushing a schema): not ready. */
const file = path.resolve(import.meta.dirname, `../.tmp/fresh-${randomUUID()}.db`)
let payload: Payload
let ready: () => Promise<Response>

beforeAll(async () => {
  mkdirSync(path.dirname(file), { recursive: true })
  process.env.DATABASE_URI = `file:${file}`
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  ;({ GET: ready } = await import('@/app/(payload)/api/ready/route'))
})

afterAll(async () => {
  await payload?.destroy()
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true })
})

it('GET /api/ready answers 503 "database migrations pending" on a fresh database', async () => {
  const response = await ready()
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({
    status: 'unavailable',
    reason: 'database migrations pending',
  })
})
