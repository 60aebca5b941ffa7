import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pingDatabase, shippedMigrationNames } from '@/db/patches/adapterInternals'
import { checkReadiness } from '@/infra/readiness'

import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * src/db/patches/adapterInternals.ts: Payload has no public way to ask whether the database
 * answers, nor which migrations the build ships; the readiness check reads both from the
 * adapter's internals (drizzle's raw SQL, `prodMigrations`). These pin that the adapter still
 * has them.
 */
let started: TestPayload
let payload: Payload

beforeAll(async () => {
  started = await startPayload()
  payload = started.payload
})

afterAll(async () => started?.stop())

describe("the database adapter's internals", () => {
  it('answer a ping while the database is reachable', async () => {
    await expect(pingDatabase(payload)).resolves.toBeUndefined()
  })

  it('name every migration of this build, in order', async () => {
    const { migrations } = started.databaseUri.startsWith('file:')
      ? await import('@/migrations/sqlite')
      : await import('@/migrations/postgres')
    const names = migrations.map((migration) => migration.name)
    expect(names.length).toBeGreaterThan(0)
    expect(shippedMigrationNames(payload)).toEqual(names)
  })

  it('let the readiness check tell a migrated database from one missing a migration', async () => {
    expect(await checkReadiness(payload, null)).toEqual({ ready: true })
    const [last] = shippedMigrationNames(payload).slice(-1)
    await payload.delete({
      collection: 'payload-migrations',
      where: { name: { equals: last } },
      overrideAccess: true,
    })
    expect(await checkReadiness(payload, null)).toEqual({
      ready: false,
      reason: 'database migrations pending',
    })
  })
})
