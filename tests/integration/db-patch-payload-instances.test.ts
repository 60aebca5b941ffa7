import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { forgetPayloadInstances } from '@/db/patches/payloadInstanceCache'

import { freshDatabase } from '../helpers/payload'

/**
 * src/db/patches/payloadInstanceCache.ts: the production server migrates and seeds with a Payload
 * instance of its own, destroys it, and then serves Next in the same process, whose getPayload()
 * calls share Payload's process-wide instance cache.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>
let first: Payload | undefined
let current: Payload | undefined

afterAll(async () => {
  // destroy() leaves a PostgreSQL pool open: the forced drop below ends its connections.
  for (const instance of [first, current])
    (
      instance?.db as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined
    )?.pool?.on('error', () => undefined)
  await current?.destroy()
  await database?.drop()
})

describe("Payload's instance cache", () => {
  it('returns a destroyed instance until it is forgotten, then opens a new one', async () => {
    database = await freshDatabase()
    process.env.DATABASE_URI = database.uri
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const { migrations } = database.uri.startsWith('file:')
      ? await import('@/migrations/sqlite')
      : await import('@/migrations/postgres')

    first = await getPayload({ config })
    type Migrations = NonNullable<Parameters<typeof first.db.migrate>[0]>['migrations']
    await first.db.migrate({ migrations: migrations as unknown as Migrations })
    await first.destroy()

    // Why the patch exists: Payload hands out the closed instance again.
    expect(await getPayload({ config })).toBe(first)

    forgetPayloadInstances()
    current = await getPayload({ config })
    expect(current).not.toBe(first)
    expect((await current.count({ collection: 'users' })).totalDocs).toBe(0)
    // Later calls share the new instance, as before.
    expect(await getPayload({ config })).toBe(current)
  })
})
