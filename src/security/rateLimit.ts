import type { Redis } from 'ioredis'
import ipaddr from 'ipaddr.js'

import { env } from '@/config/env'
import { redisKeyPrefix, redisMayAnswer, sharedRedis } from '@/infra/redis'

/**
 * A fixed-window rate limiter, shared by the forms (submission, captcha, newsletter) and the
 * control area (log-in, sign-up, password reset) and the staff log-in.
 *
 * Every limit is multiplied by RATE_LIMIT_MULTIPLIER (default 1), so tests and load checks can
 * raise it without code changes. With REDIS_URL set, the counters live in Redis (one atomic
 * INCR + PEXPIRE per request, keys under REDIS_KEY_PREFIX), so every app server counts against
 * the same limit. Without it they live in this process, bounded: at most `maxKeys` counters are
 * kept; expired ones go first, then the oldest.
 */
export type RateLimitOptions = {
  /** What is limited, e.g. `form:contact:203.0.113.7` or `login:${ip}`. */
  key: string
  /** Requests allowed per window before the multiplier. */
  limit: number
  windowMs: number
  /**
   * When the shared store cannot be reached: `refuse` throws RateLimitUnavailableError (the
   * default, for log-in, sign-up and reset), `memory` counts in this process instead.
   */
  whenUnavailable?: 'refuse' | 'memory'
}

export type RateLimitResult = {
  ok: boolean
  limit: number
  remaining: number
  /** Milliseconds until the window resets. */
  retryAfterMs: number
}

/** Where counters live: `hit` counts one request and returns the window's count so far. */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>
  forget(key: string): Promise<void>
}

/** The shared store (Redis) did not answer: the request cannot be counted. */
export class RateLimitUnavailableError extends Error {
  override name = 'RateLimitUnavailableError'
}

type Bucket = { count: number; resetAt: number }

/** Upper bound of counters held in memory (about 150 bytes each). */
export const maxKeys = 100_000

/** Insertion order is creation order, so the first entries are the oldest windows. */
const buckets = new Map<string, Bucket>()

export const rateLimitMultiplier = (): number => env().RATE_LIMIT_MULTIPLIER

let lastSweep = 0

/** At the cap: expired counters go (at most one full sweep per second), then the oldest. */
function makeRoom(now: number) {
  if (buckets.size < maxKeys) return
  if (now - lastSweep >= 1000) {
    lastSweep = now
    for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key)
  }
  for (const key of buckets.keys()) {
    if (buckets.size < maxKeys) break
    buckets.delete(key)
  }
}

function memoryHit(key: string, windowMs: number) {
  const now = Date.now()
  let bucket = buckets.get(key)
  if (!bucket || bucket.resetAt <= now) {
    buckets.delete(key)
    makeRoom(now)
    bucket = { count: 0, resetAt: now + windowMs }
    buckets.set(key, bucket)
  }
  bucket.count += 1
  return { count: bucket.count, resetInMs: Math.max(0, bucket.resetAt - now) }
}

/** This process's counters. */
export const memoryStore: RateLimitStore = {
  hit: async (key, windowMs) => memoryHit(key, windowMs),
  forget: async (key) => {
    buckets.delete(key)
  },
}

/** The window starts with the first request; a key without expiry (never left by this script) gets one. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`

/** Counters in Redis under `prefix`, shared by every server using the same Redis and prefix. */
export function redisStore(client: Redis, prefix: string): RateLimitStore {
  const unavailable = (error: unknown) =>
    new RateLimitUnavailableError(`Rate limits unavailable: ${(error as Error).message}`)
  return {
    async hit(key, windowMs) {
      if (!redisMayAnswer(client)) throw unavailable(new Error('not connected'))
      try {
        const [count, ttl] = (await client.eval(
          hitScript,
          1,
          `${prefix}${key}`,
          Math.max(1, Math.round(windowMs)),
        )) as [number, number]
        return { count, resetInMs: ttl }
      } catch (error) {
        throw unavailable(error)
      }
    },
    async forget(key) {
      try {
        await client.del(`${prefix}${key}`)
      } catch (error) {
        throw unavailable(error)
      }
    },
  }
}

export type RateLimiter = {
  rateLimit(options: RateLimitOptions): Promise<RateLimitResult>
  forget(key: string): Promise<void>
}

/** A limiter counting in `store` (tests build several against one Redis, as several servers do). */
export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async rateLimit({ key, limit, windowMs, whenUnavailable = 'refuse' }) {
      const effective = Math.max(1, Math.floor(limit * rateLimitMultiplier()))
      let counted: { count: number; resetInMs: number }
      try {
        counted = await store.hit(key, windowMs)
      } catch (error) {
        if (!(error instanceof RateLimitUnavailableError) || whenUnavailable === 'refuse')
          throw error
        counted = memoryHit(key, windowMs)
      }
      return {
        ok: counted.count <= effective,
        limit: effective,
        remaining: Math.max(0, effective - counted.count),
        retryAfterMs: Math.max(0, counted.resetInMs),
      }
    },
    forget: (key) => store.forget(key),
  }
}

const memoryLimiter = createRateLimiter(memoryStore)
const redisLimiters = new WeakMap<Redis, RateLimiter>()

/** Redis when REDIS_URL is set, else this process's memory. */
function currentLimiter(): RateLimiter {
  const client = sharedRedis()
  if (!client) return memoryLimiter
  let limiter = redisLimiters.get(client)
  if (!limiter) {
    limiter = createRateLimiter(redisStore(client, `${redisKeyPrefix()}ratelimit:`))
    redisLimiters.set(client, limiter)
  }
  return limiter
}

/**
 * Counts one request against `key`; `ok` is false once the (multiplied) limit is used up. Throws
 * RateLimitUnavailableError when Redis is configured but unreachable, unless `whenUnavailable`
 * is `memory`.
 */
export function rateLimit(options: RateLimitOptions): Promise<RateLimitResult> {
  return currentLimiter().rateLimit(options)
}

/** Forgets one counter (a successful log-in clears its failures). */
export function forgetRateLimit(key: string): Promise<void> {
  return currentLimiter().forget(key)
}

/** How many counters are held in memory (tests of the memory bound). */
export function rateLimitKeyCount(): number {
  return buckets.size
}

/** Forgets every in-memory counter (tests). */
export function resetRateLimits(prefix?: string): void {
  if (!prefix) return buckets.clear()
  for (const key of buckets.keys()) if (key.startsWith(prefix)) buckets.delete(key)
}

/** `203.0.113.7:51234` → `203.0.113.7`, `[2001:db8::1]:443` → `2001:db8::1`, `::ffff:10.0.0.1` → `10.0.0.1`. */
export function normaliseAddress(value: string): string {
  let address = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address().toString()
  return parsed.toString()
}

/**
 * The client's address for rate limiting. The production server (scripts/lib/serve.ts) replaces
 * X-Forwarded-For with the single address it computed from the socket and the operator's trusted
 * proxies, so that entry is trusted as is. Requests that did not come through it (Local API,
 * tests) carry no header, or one the caller chose: the last entry is used, or 'unknown'.
 */
export function clientAddress(headers: Headers | undefined | null): string {
  const entries = (headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const last = entries.at(-1)
  return last ? normaliseAddress(last) : 'unknown'
}
