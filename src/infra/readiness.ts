import type { Redis } from 'ioredis'
import type { Payload } from 'payload'

import { pingDatabase, shippedMigrationNames } from '@/db/patches/adapterInternals'
import { metrics } from '@/observability/metrics'

import { redisAnswers } from './redis'
import { mediaBucketAnswers } from './storage'
import { s3Settings } from './storageSettings'

/**
 * Ready, or not with a reason. `degraded` names what is down without taking this server out of
 * the load balancer: every server shares it, so all of them would go at once.
 */
export type Readiness =
  { ready: true; degraded?: ['redis unreachable'] } | { ready: false; reason: string }

const checkTimeoutMs = 3000

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), checkTimeoutMs)),
  )
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function databaseAnswers(payload: Payload): Promise<boolean> {
  try {
    await withinTimeout(pingDatabase(payload))
    return true
  } catch {
    return false
  }
}

/** Migrations this build ships that the database has not recorded (a missing table counts as none recorded). */
async function pendingMigrations(payload: Payload): Promise<number> {
  const shipped = shippedMigrationNames(payload)
  if (!shipped.length) return 0
  const recorded = await withinTimeout(
    payload.db.find<{ name: string }>({
      collection: 'payload-migrations',
      limit: 0,
      pagination: false,
      where: { batch: { not_equals: -1 } },
    }),
  )
    .then(({ docs }) => new Set(docs.map((doc) => doc.name)))
    .catch(() => new Set<string>())
  return shipped.filter((name) => !recorded.has(name)).length
}

/** Whether Redis answered the last check of this process; an outage is logged when it begins and ends. */
let redisWasUp = true

function noteRedis(payload: Payload, up: boolean) {
  if (up === redisWasUp) return
  redisWasUp = up
  if (up) payload.logger.info('Redis answers again: shared limits and page cache are back')
  else
    payload.logger.warn(
      'Redis unreachable: servers stay ready; log-ins answer 503, forms count in memory and pages render every time until it answers',
    )
}

/**
 * Whether this server can take traffic: the database answers and carries every migration of this
 * build, and the media bucket answers when it is configured. Redis down leaves it ready but
 * degraded: log-ins refuse on their own (503) and forms fall back to memory, while the rest of the
 * site serves. Reasons are short and name no host, bucket or URI. Each check sets
 * `unbound_readiness_dependency_up` for what it checked.
 */
export async function checkReadiness(payload: Payload, redis: Redis | null): Promise<Readiness> {
  const bucket = s3Settings()
  const [database, redisUp, bucketUp] = await Promise.all([
    databaseAnswers(payload),
    redis ? redisAnswers(redis) : Promise.resolve(true),
    mediaBucketAnswers(bucket),
  ])
  const up = metrics().dependencyUp
  up.set({ dependency: 'database' }, Number(database))
  if (redis) {
    up.set({ dependency: 'redis' }, Number(redisUp))
    noteRedis(payload, redisUp)
  }
  if (bucket) up.set({ dependency: 'media' }, Number(bucketUp))
  if (!database) return { ready: false, reason: 'database unreachable' }
  if ((await pendingMigrations(payload)) > 0)
    return { ready: false, reason: 'database migrations pending' }
  if (!bucketUp) return { ready: false, reason: 'media storage unreachable' }
  return redisUp ? { ready: true } : { ready: true, degraded: ['redis unreachable'] }
}
