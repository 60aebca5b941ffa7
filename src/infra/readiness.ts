import type { Redis } from 'ioredis'
import type { Payload } from 'payload'

import { pingDatabase, shippedMigrationNames } from '@/db/patches/adapterInternals'

import { redisAnswers } from './redis'
import { mediaBucketAnswers } from './storage'

export type Readiness = { ready: true } | { ready: false; reason: string }

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

/**
 * Whether this server can take traffic: the database answers and carries every migration of this
 * build, and Redis and the media bucket answer when they are configured. Reasons are short and
 * name no host, bucket or URI.
 */
export async function checkReadiness(payload: Payload, redis: Redis | null): Promise<Readiness> {
  const [database, redisUp, bucketUp] = await Promise.all([
    databaseAnswers(payload),
    redis ? redisAnswers(redis) : Promise.resolve(true),
    mediaBucketAnswers(),
  ])
  if (!database) return { ready: false, reason: 'database unreachable' }
  if ((await pendingMigrations(payload)) > 0)
    return { ready: false, reason: 'database migrations pending' }
  if (!redisUp) return { ready: false, reason: 'redis unreachable' }
  if (!bucketUp) return { ready: false, reason: 'media storage unreachable' }
  return { ready: true }
}
