import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeSharedRedis } from '@/infra/redis'
import { metrics } from '@/observability/metrics'

import { sample } from '../helpers/metrics'
import { startPayload, type TestPayload } from '../helpers/payload'
import { startRedis, type TestRedis } from '../helpers/redis'

/**
 * A Redis outage takes no server out of the load balancer (every server shares Redis: all of them
 * would go at once); it is reported in the answer, in a gauge and in one log line each way.
 */
let started: TestPayload
let payload: Payload
let redis: TestRedis
let port: number
let ready: () => Promise<Response>

const answer = async () => {
  const response = await ready()
  return { status: response.status, body: await response.json() }
}

const redisUp = async () =>
  sample(await metrics().registry.metrics(), 'unbound_readiness_dependency_up', {
    dependency: 'redis',
  })

/** Log lines about Redis at `level`, as Payload's logger received them. */
const redisLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter((call) => String(call[0]).startsWith('Redis'))

beforeAll(async () => {
  redis = await startRedis()
  port = Number(new URL(redis.url).port)
  started = await startPayload({ REDIS_URL: redis.url })
  payload = started.payload
  ;({ GET: ready } = await import('@/app/(payload)/api/ready/route'))
})

afterAll(async () => {
  delete process.env.REDIS_URL
  await closeSharedRedis()
  await redis?.stop()
  await started?.stop()
})

describe('GET /api/ready while Redis is down', () => {
  it('is 200 "ok" while Redis answers', async () => {
    expect(await answer()).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await redisUp()).toBe(1)
  })

  it('stays 200 during the outage, names it, sets the gauge to 0 and warns once', async () => {
    const warn = vi.spyOn(payload.logger, 'warn')
    await redis.stop()
    for (let check = 0; check < 3; check++)
      expect(await answer()).toEqual({
        status: 200,
        body: { status: 'degraded', degraded: ['redis unreachable'] },
      })
    expect(await redisUp()).toBe(0)
    expect(redisLines(warn)).toHaveLength(1)
    expect(String(redisLines(warn)[0]![0])).toMatch(/^Redis unreachable: servers stay ready/)
    warn.mockRestore()
  })

  it('still fails (503) on a database problem during the outage', async () => {
    const latest = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      overrideAccess: true,
    })
    const migration = latest.docs[0]!
    await payload.delete({ collection: 'payload-migrations', id: migration.id })
    expect(await answer()).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database migrations pending' },
    })
    await payload.create({
      collection: 'payload-migrations',
      data: { name: migration.name, batch: migration.batch },
    })
    expect((await answer()).status).toBe(200)
  })

  it('is "ok" again once Redis answers, with one line saying so', async () => {
    const info = vi.spyOn(payload.logger, 'info')
    redis = await startRedis(port)
    // The client reconnects on its own schedule (at most 2 s apart).
    await expect
      .poll(async () => (await answer()).body, { timeout: 15_000 })
      .toEqual({
        status: 'ok',
      })
    await answer()
    expect(await redisUp()).toBe(1)
    expect(redisLines(info).map((call) => call[0])).toEqual([
      'Redis answers again: shared limits and page cache are back',
    ])
    info.mockRestore()
  })
})
