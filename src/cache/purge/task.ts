import type { TaskConfig } from 'payload'

import { env } from '@/config/env'
import { metrics } from '@/observability/metrics'

import { purgeEdges } from './edges'
import { edgePurgeQueue, edgePurgeSlug } from './queue'

/**
 * Purges `tags` at every cache of CDN_PURGE, all of them tried; throws naming those that failed
 * (a retry purges at all of them again: a purge is harmless twice). Each is counted and timed.
 */
export async function purgeTags(tags: string[]): Promise<void> {
  const { cdnPurges, cdnPurgeDuration } = metrics()
  const failures: string[] = []
  await Promise.all(
    purgeEdges().map(async (edge) => {
      const stop = cdnPurgeDuration.startTimer({ edge: edge.kind })
      try {
        await edge.purge(tags)
        cdnPurges.inc({ edge: edge.kind, result: 'sent' }, tags.length)
      } catch (error) {
        cdnPurges.inc({ edge: edge.kind, result: 'failed' }, tags.length)
        failures.push((error as Error).message)
      } finally {
        stop()
      }
    }),
  )
  if (failures.length) throw new Error(`Purging ${tags.join(' ')} failed: ${failures.join('; ')}`)
}

/**
 * Retries with a doubling delay from JOB_BACKOFF_MS until their delays add up to CDN_MAX_AGE: a
 * cache outage delays a purge, never loses it. Past that, every copy a cache kept from before the
 * change has expired on its own and the purge has nothing left to do.
 */
export function purgeRetries() {
  const { CDN_MAX_AGE, JOB_BACKOFF_MS } = env()
  const delay = Math.max(JOB_BACKOFF_MS, 1)
  return {
    attempts: Math.min(Math.ceil(Math.log2((CDN_MAX_AGE * 1000) / delay + 1)), 40),
    backoff: { type: 'exponential' as const, delay },
  }
}

/**
 * Purges one changed tag at every shared cache (queued by src/cache/purge/queue.ts in the request
 * that made the change, so it runs once that is committed).
 */
export const edgePurgeTask: TaskConfig<{ input: { tag: string }; output: object }> = {
  slug: edgePurgeSlug,
  label: 'CDN purge',
  inputSchema: [{ name: 'tag', type: 'text', required: true }],
  retries: purgeRetries(),
  handler: async ({ input }) => {
    await purgeTags([input.tag])
    return { output: {} }
  },
}

/** The runner of the purge queue in every process that runs jobs, when a cache is configured. */
export const edgePurgeRuns = () =>
  purgeEdges().length ? [{ cron: '* * * * * *', queue: edgePurgeQueue, limit: 100 }] : []
