import type { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeSharedRedis, createRedis, redisKeyPrefix } from '@/infra/redis'
import { createRateLimiter, redisStore, type RateLimiter } from '@/security/rateLimit'

import { bootControl, gql, password, rest, staff } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { startRedis, type TestRedis } from '../helpers/redis'

/**
 * With REDIS_URL the limits are shared: requests split across two servers (two limiters with their
 * own connections to one redis-server) reach one limit together. When Redis goes away, log-in,
 * sign-up and reset are refused with 503 and forms count in the process instead.
 */
let redis: TestRedis
let started: TestPayload
let payload: Payload
const connections: Redis[] = []

/** One app server's limiter: its own connection, the deployment's key prefix. */
function server(): RateLimiter {
  const client = createRedis(redis.url)
  connections.push(client)
  return createRateLimiter(redisStore(client, `${redisKeyPrefix()}ratelimit:`))
}

const signUp = `mutation SignUp($email: String!, $password: String!) { signUpCustomer(email: $email, password: $password) }`
const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })
const customerCount = async (email: string) =>
  (
    await payload.count({
      collection: 'customers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  redis = await startRedis()
  started = await bootControl({
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: 'scale-test:',
    RATE_LIMIT_MULTIPLIER: '1',
  })
  payload = started.payload
})

afterAll(async () => {
  await Promise.all(connections.map((client) => client.quit().catch(() => client.disconnect())))
  await closeSharedRedis()
  await started?.stop()
  await redis?.stop()
})

describe('limits shared through Redis', () => {
  it('a limit of 5 is reached with requests alternating between two servers', async () => {
    const [a, b] = [server(), server()]
    const answers: boolean[] = []
    for (let i = 0; i < 7; i++)
      answers.push(
        (await (i % 2 ? b : a).rateLimit({ key: 'two-servers', limit: 5, windowMs: 60_000 })).ok,
      )
    expect(answers).toEqual([true, true, true, true, true, false, false])
    const refused = await a.rateLimit({ key: 'two-servers', limit: 5, windowMs: 60_000 })
    expect(refused.remaining).toBe(0)
    expect(refused.retryAfterMs).toBeGreaterThan(0)
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000)
    // Another key is counted on its own.
    expect((await b.rateLimit({ key: 'two-servers:other', limit: 5, windowMs: 60_000 })).ok).toBe(
      true,
    )
  })

  it('counts atomically: 30 concurrent requests over both servers let exactly 5 through', async () => {
    const [a, b] = [server(), server()]
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? b : a).rateLimit({ key: 'concurrent', limit: 5, windowMs: 60_000 }),
      ),
    )
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5)
  })

  it('a successful log-in on one server clears the failures another counted', async () => {
    const [a, b] = [server(), server()]
    for (let i = 0; i < 5; i++) await a.rateLimit({ key: 'forget', limit: 5, windowMs: 60_000 })
    await b.forget('forget')
    expect((await a.rateLimit({ key: 'forget', limit: 5, windowMs: 60_000 })).remaining).toBe(4)
  })

  it('sign-ups through the app and another server share the limit of 5 per address', async () => {
    const address = '198.51.100.21'
    const otherServer = server()
    const answers: unknown[] = []
    for (let i = 0; i < 3; i++) {
      answers.push(
        (
          await gql(
            signUp,
            { email: `split${i}@scale.test`, password: 'a-long-password' },
            from(address),
          )
        ).body.data?.signUpCustomer,
      )
      // The same visitor's next request lands on the other server.
      if (i < 2)
        expect(
          (
            await otherServer.rateLimit({
              key: `control:signup:${address}`,
              limit: 5,
              windowMs: 60 * 60 * 1000,
            })
          ).ok,
        ).toBe(true)
    }
    expect(answers).toEqual([true, true, true])
    const refused = await gql(
      signUp,
      { email: 'split-refused@scale.test', password: 'a-long-password' },
      from(address),
    )
    expect(errorOf(refused)).toBe('tooManyRequests')
    expect(await customerCount('split-refused@scale.test')).toBe(0)
    // Another address is not affected.
    const other = await gql(
      signUp,
      { email: 'other-address@scale.test', password: 'a-long-password' },
      from('198.51.100.22'),
    )
    expect(other.body.data?.signUpCustomer).toBe(true)
  })

  it('staff log-in failures counted on another server lock the address + account here', async () => {
    await staff(payload, 'admin@scale.test')
    const address = '198.51.100.30'
    const otherServer = server()
    for (let i = 0; i < 5; i++) {
      await otherServer.rateLimit({
        key: `login-account:users:${address}:admin@scale.test`,
        limit: 5,
        windowMs: 15 * 60 * 1000,
      })
    }
    const locked = await rest('POST', '/users/login', from(address), {
      email: 'admin@scale.test',
      password,
    })
    expect(locked.status).toBe(429)
    expect(locked.body.token).toBeUndefined()
  })
})

describe('when Redis is unreachable', () => {
  beforeAll(async () => {
    await redis.stop()
  })

  it('sign-up, log-in and password reset are refused with 503, nothing stored', async () => {
    const address = '198.51.100.40'
    const signup = await gql(
      signUp,
      { email: 'while-down@scale.test', password: 'a-long-password' },
      from(address),
    )
    expect(errorOf(signup)).toBe('temporarilyUnavailable')
    expect(signup.body.errors[0].extensions?.statusCode).toBe(503)
    expect(await customerCount('while-down@scale.test')).toBe(0)

    const login = await gql(
      `mutation { logInCustomer(email: "split0@scale.test", password: "a-long-password") }`,
      {},
      from(address),
    )
    expect(errorOf(login)).toBe('temporarilyUnavailable')
    expect(login.headers.get('set-cookie')).toBeNull()

    const forgot = await gql(
      `mutation { requestPasswordReset(email: "split0@scale.test") }`,
      {},
      from(address),
    )
    expect(errorOf(forgot)).toBe('temporarilyUnavailable')
    expect(
      await payload
        .count({
          collection: 'payload-jobs',
          where: {
            taskSlug: { equals: 'sendAccountEmail' },
            'input.kind': { equals: 'passwordReset' },
          },
        })
        .then((r) => r.totalDocs),
    ).toBe(0)
  })

  it('the staff log-in answers 503 with a readable message in the admin language, and no token', async () => {
    const german = await rest('POST', '/users/login', from('198.51.100.41'), {
      email: 'admin@scale.test',
      password,
    })
    expect(german.status).toBe(503)
    expect(german.body.errors[0].message).toMatch(/^Die Anmeldung ist kurz nicht verfügbar/)
    expect(german.body.token).toBeUndefined()
    const english = await rest(
      'POST',
      '/users/login',
      { headers: { 'x-forwarded-for': '198.51.100.41', 'accept-language': 'en' } },
      { email: 'admin@scale.test', password },
    )
    expect(english.status).toBe(503)
    expect(english.body.errors[0].message).toMatch(/^Log-in is unavailable for a moment/)
  })

  it('forms keep working, limited by this server alone', async () => {
    const issue = `mutation { issueFormStart { token } }`
    const answers: (string | undefined)[] = []
    // issueFormStart allows 30 per window and address (captchaRateLimit).
    for (let i = 0; i < 31; i++) answers.push(errorOf(await gql(issue, {}, from('198.51.100.42'))))
    expect(answers.slice(0, 30).every((error) => error === undefined)).toBe(true)
    expect(answers[30]).toMatch(/Too many requests|Zu viele/)
  })
})
