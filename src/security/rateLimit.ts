import type { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { env } from '@/config/env'
import { redisKeyPrefix, redisMayAnswer, sharedRedis } from '@/infra/redis'

/**
 * Fixed-window rate limits (rate-limiter-flexible), shared by the forms (submission, captcha,
 * newsletter), the control area (log-in, sign-up, password reset) and the staff log-in.
 *
 * Every limit is multiplied by RATE_LIMIT_MULTIPLIER (default 1), so tests and load checks can
 * raise it without code changes. With REDIS_URL set, the counters live in Redis (one atomic
 * increment per request, keys under REDIS_KEY_PREFIX), so every app server counts against the
 * same limit. Without it they live in this process, bounded: at most `maxKeys` counters are kept;
 * expired ones go first, then the oldest.
 */
export type RateLimitOptions = {
  /** What is limited, e.g. `form:contact:203.0.113.7` or `login:${ip}`. */
  key: string
  /** Requests allowed per window before the multiplier. */
  limit: number
  windowMs: number
  /** How many of them this request counts (default 1), e.g. a GraphQL query's cost. */
  weight?: number
  /**
   * When the shared store cannot be reached: `refuse` throws RateLimitUnavailableError (the
   * default, for log-in, sign-up and reset), `memory` counts in this process instead (the
   * library's insurance limiter).
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

/** The shared store (Redis) did not answer: the request cannot be counted. */
export class RateLimitUnavailableError extends Error {
  override name = 'RateLimitUnavailableError'
}

/** Upper bound of counters held in memory. */
export const maxKeys = 100_000

const rateLimitMultiplier = (): number => env().RATE_LIMIT_MULTIPLIER

/**
 * The counters this process holds in memory, oldest window first, with the limiter holding each:
 * the library forgets expired counters itself but keeps any number of them.
 */
const held = new Map<string, { limiter: RateLimiterMemory; resetAt: number }>()
let lastSweep = 0

function forgetHeld(key: string) {
  const entry = held.get(key)
  if (!entry) return
  held.delete(key)
  void entry.limiter.delete(key)
}

/** At the cap: expired counters go (at most one full sweep per second), then the oldest. */
function makeRoom(now: number) {
  if (held.size <= maxKeys) return
  if (now - lastSweep >= 1000) {
    lastSweep = now
    for (const [key, entry] of held) if (entry.resetAt <= now) forgetHeld(key)
  }
  for (const key of held.keys()) {
    if (held.size <= maxKeys) break
    forgetHeld(key)
  }
}

/** The library's memory limiter, each new window remembered so the total stays bounded. */
class BoundedMemoryLimiter extends RateLimiterMemory {
  private remember(key: string, res: RateLimiterRes) {
    if (!res.isFirstInDuration) return
    const previous = held.get(key)
    // The same key counted under another limit (the multiplier changed): one counter per key.
    if (previous && previous.limiter !== this) void previous.limiter.delete(key)
    held.delete(key)
    const now = Date.now()
    held.set(key, { limiter: this, resetAt: now + res.msBeforeNext })
    makeRoom(now)
  }

  override async consume(key: string | number, points?: number, options?: object) {
    try {
      const res = await super.consume(key, points, options)
      this.remember(String(key), res)
      return res
    } catch (error) {
      if (error instanceof RateLimiterRes) this.remember(String(key), error)
      throw error
    }
  }
}

const windowSeconds = (windowMs: number) => windowMs / 1000

/** One limiter per limit and window; created on first use. */
function cached<T>(cache: Map<string, T>, id: string, create: () => T): T {
  let limiter = cache.get(id)
  if (!limiter) {
    limiter = create()
    cache.set(id, limiter)
  }
  return limiter
}

const memoryLimiters = new Map<string, BoundedMemoryLimiter>()
const memoryLimiter = (points: number, windowMs: number) =>
  cached(
    memoryLimiters,
    `${points}/${windowMs}`,
    () => new BoundedMemoryLimiter({ points, duration: windowSeconds(windowMs), keyPrefix: '' }),
  )

/** Where counters live: this process's memory, or Redis under a key prefix. */
export type RateLimitStore = 'memory' | { client: Redis; prefix: string }

/** Counters in Redis under `prefix`, shared by every server using the same Redis and prefix. */
export function redisStore(client: Redis, prefix: string): RateLimitStore {
  return { client, prefix }
}

export type RateLimiter = {
  rateLimit(options: RateLimitOptions): Promise<RateLimitResult>
  forget(key: string): Promise<void>
}

const unavailable = (error: unknown) =>
  new RateLimitUnavailableError(`Rate limits unavailable: ${(error as Error).message}`)

/** A limiter counting in `store` (tests build several against one Redis, as several servers do). */
export function createRateLimiter(store: RateLimitStore): RateLimiter {
  const redisLimiters = new Map<string, RateLimiterRedis>()
  const redisLimiter = (client: Redis, points: number, windowMs: number, insured: boolean) =>
    cached(
      redisLimiters,
      `${points}/${windowMs}/${insured}`,
      () =>
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: '',
          points,
          duration: windowSeconds(windowMs),
          insuranceLimiter: insured ? memoryLimiter(points, windowMs) : undefined,
        }),
    )

  return {
    async rateLimit({ key, limit, windowMs, weight = 1, whenUnavailable = 'refuse' }) {
      const points = Math.max(1, Math.floor(limit * rateLimitMultiplier()))
      const insured = whenUnavailable === 'memory'
      let limiter: RateLimiterAbstract
      let counted = key
      if (store === 'memory') limiter = memoryLimiter(points, windowMs)
      else {
        counted = `${store.prefix}${key}`
        // A lost connection is not waited for: the insurance counts at once, or the request is refused.
        if (redisMayAnswer(store.client))
          limiter = redisLimiter(store.client, points, windowMs, insured)
        else if (insured) limiter = memoryLimiter(points, windowMs)
        else throw unavailable(new Error('not connected'))
      }
      try {
        const res = await limiter.consume(counted, weight)
        return {
          ok: true,
          limit: points,
          remaining: res.remainingPoints,
          retryAfterMs: Math.max(0, res.msBeforeNext),
        }
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return {
            ok: false,
            limit: points,
            remaining: 0,
            retryAfterMs: Math.max(0, error.msBeforeNext),
          }
        throw store === 'memory' ? error : unavailable(error)
      }
    },
    async forget(key) {
      if (store === 'memory') return forgetHeld(key)
      try {
        await redisLimiter(store.client, 1, 1000, false).delete(`${store.prefix}${key}`)
      } catch (error) {
        throw unavailable(error)
      }
    },
  }
}

const processLimiter = createRateLimiter('memory')
const redisLimiters = new WeakMap<Redis, RateLimiter>()

/** Redis when REDIS_URL is set, else this process's memory. */
function currentLimiter(): RateLimiter {
  const client = sharedRedis()
  if (!client) return processLimiter
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
  return held.size
}

/** Forgets every in-memory counter (tests). */
export function resetRateLimits(): void {
  for (const key of [...held.keys()]) forgetHeld(key)
}
