import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRedis } from '@/infra/redis'
import {
  createRateLimiter,
  rateLimitKeyCount,
  RateLimitUnavailableError,
  redisStore,
  resetRateLimits,
} from '@/security/rateLimit'

import { startRedis, type TestRedis } from '../helpers/redis'

/**
 * Redis is connected but refuses the counting script (an operator's ACL, a failover in progress):
 * rate-limiter-flexible hands form requests to its insurance limiter, which counts in this
 * process, while log-in, sign-up and reset are refused rather than counted nowhere.
 */
let redis: TestRedis
let client: Redis
let admin: Redis
const prefix = 'insurance-test:ratelimit:'

beforeAll(async () => {
  redis = await startRedis()
  client = createRedis(redis.url)
  admin = createRedis(redis.url)
  await client.ping()
})

afterAll(async () => {
  await Promise.all([client, admin].map((c) => c.quit().catch(() => c.disconnect())))
  await redis?.stop()
  resetRateLimits()
})

describe('when Redis refuses to count', () => {
  it('forms count in memory, log-in is refused, and Redis counts again once it accepts', async () => {
    const limiter = createRateLimiter(redisStore(client, prefix))
    const form = { key: 'form:contact:198.51.100.9', limit: 2, windowMs: 60_000 } as const
    await admin.call('ACL', 'SETUSER', 'default', '-@scripting')
    try {
      const before = rateLimitKeyCount()
      const answers = []
      for (let i = 0; i < 3; i++)
        answers.push((await limiter.rateLimit({ ...form, whenUnavailable: 'memory' })).ok)
      expect(answers).toEqual([true, true, false])
      expect(rateLimitKeyCount()).toBe(before + 1)
      expect(await admin.exists(`${prefix}${form.key}`)).toBe(0)

      await expect(
        limiter.rateLimit({ key: 'control:login:198.51.100.9', limit: 10, windowMs: 60_000 }),
      ).rejects.toBeInstanceOf(RateLimitUnavailableError)
    } finally {
      await admin.call('ACL', 'SETUSER', 'default', '+@all')
    }
    expect((await limiter.rateLimit({ ...form, whenUnavailable: 'memory' })).ok).toBe(true)
    expect(await admin.get(`${prefix}${form.key}`)).toBe('1')
  })
})
