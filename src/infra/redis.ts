import { Redis } from 'ioredis'

import { env } from '@/config/env'

/**
 * The Redis connection shared by the servers of one deployment (REDIS_URL, e.g.
 * redis://:password@redis.internal:6379/0 or rediss:// for TLS). Without REDIS_URL nothing here
 * connects and every caller keeps its in-process state.
 *
 * Commands fail within about a second when Redis is down instead of waiting for it to come back:
 * callers decide whether that refuses the request (log-in) or falls back (forms).
 */
export const redisTimeoutMs = 1000

const clients = new Map<string, Redis>()

/** Keys of this deployment start with REDIS_KEY_PREFIX (default `unbound:`), so one Redis can serve several. */
export const redisKeyPrefix = (): string => env().REDIS_KEY_PREFIX

export function createRedis(url: string): Redis {
  const client = new Redis(url, {
    connectTimeout: 2 * redisTimeoutMs,
    commandTimeout: redisTimeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
  let lastLogged = 0
  client.on('error', (error: Error) => {
    // ioredis reports every failed reconnect; one line per half minute is enough (no URL: it may hold a password).
    if (Date.now() - lastLogged < 30_000) return
    lastLogged = Date.now()
    console.error(`Redis: ${error.message}`)
  })
  return client
}

/** The process's client for REDIS_URL (one connection per URL), or null when Redis is not configured. */
export function sharedRedis(): Redis | null {
  const url = env().REDIS_URL
  if (!url) return null
  let client = clients.get(url)
  if (!client) {
    client = createRedis(url)
    clients.set(url, client)
  }
  return client
}

/** Closes the shared connections (tests, shutdown). */
export async function closeSharedRedis(): Promise<void> {
  const open = [...clients.values()]
  clients.clear()
  await Promise.all(open.map((client) => client.quit().catch(() => client.disconnect())))
}

/**
 * False while a lost connection waits for its next attempt: commands would only queue until they
 * time out, so callers answer at once. A first connection, or an attempt under way, is waited for.
 */
export function redisMayAnswer(client: Redis): boolean {
  return client.status !== 'reconnecting' && client.status !== 'end' && client.status !== 'close'
}

/** True when Redis answers PING within the timeout. */
export async function redisAnswers(
  client: Redis,
  timeoutMs = 2 * redisTimeoutMs,
): Promise<boolean> {
  if (!redisMayAnswer(client)) return false
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)),
  )
  try {
    return await Promise.race([client.ping().then((answer) => answer === 'PONG'), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
