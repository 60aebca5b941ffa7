import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeSharedRedis } from '@/infra/redis'

import { startPayload, type TestPayload } from '../helpers/payload'
import { startRedis, type TestRedis } from '../helpers/redis'

/** /api/health and /api/ready, called through the route modules Next serves. */
let started: TestPayload
let redis: TestRedis | undefined
let health: () => Response
let ready: () => Promise<Response>

const answer = async (response: Response | Promise<Response>) => {
  const resolved = await response
  return {
    status: resolved.status,
    body: await resolved.json(),
    cacheControl: resolved.headers.get('cache-control'),
  }
}

beforeAll(async () => {
  started = await startPayload()
  // After startPayload: the routes load the Payload config, which reads DATABASE_URI once.
  ;({ GET: health } = await import('@/app/(payload)/api/health/route'))
  ;({ GET: ready } = await import('@/app/(payload)/api/ready/route'))
})

afterAll(async () => {
  delete process.env.REDIS_URL
  await closeSharedRedis()
  await redis?.stop()
  await started?.stop()
})

describe('GET /api/health', () => {
  it('answers 200 { status: ok }, never cached', async () => {
    expect(await answer(health())).toEqual({
      status: 200,
      body: { status: 'ok' },
      cacheControl: 'no-store',
    })
  })
})

describe('GET /api/ready', () => {
  it('answers 200 on a migrated database without Redis', async () => {
    expect(await answer(ready())).toEqual({
      status: 200,
      body: { status: 'ok' },
      cacheControl: 'no-store',
    })
  })

  it('answers 200 when the configured Redis answers', async () => {
    redis = await startRedis()
    process.env.REDIS_URL = redis.url
    expect((await answer(ready())).status).toBe(200)
  })

  it('stays 200, naming the outage and no address, once the configured Redis is down', async () => {
    await redis!.stop()
    const result = await answer(ready())
    expect(result).toEqual({
      status: 200,
      body: { status: 'degraded', degraded: ['redis unreachable'] },
      cacheControl: 'no-store',
    })
    expect(JSON.stringify(result.body)).not.toContain('127.0.0.1')
    // Health does not depend on Redis.
    expect((await answer(health())).status).toBe(200)
  })

  it('answers 503 while a migration of this build is not applied', async () => {
    delete process.env.REDIS_URL
    const { payload } = started
    const latest = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      overrideAccess: true,
    })
    const migration = latest.docs[0]!
    await payload.delete({
      collection: 'payload-migrations',
      id: migration.id,
      overrideAccess: true,
    })
    expect(await answer(ready())).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database migrations pending' },
      cacheControl: 'no-store',
    })
    await payload.create({
      collection: 'payload-migrations',
      data: { name: migration.name, batch: migration.batch },
      overrideAccess: true,
    })
    expect((await answer(ready())).status).toBe(200)
  })
})
