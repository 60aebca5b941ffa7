import { setTimeout as sleep } from 'node:timers/promises'

import { after } from 'next/server'
import type { Payload, PayloadRequest, Where } from 'payload'

import { env } from '@/config/env'
import { metrics } from '@/observability/metrics'

import { revalidationsSettled } from '../revalidationsInFlight.mjs'
import { purgeEdges } from './edges'

export const edgePurgeSlug = 'purgeEdgeCache' as const
/** Purges have a queue of their own, run every second (./task.ts) and after each change. */
export const edgePurgeQueue = 'edge-purge'

const ofTag = (tag: string): Where[] => [
  { taskSlug: { equals: edgePurgeSlug } },
  { 'input.tag': { equals: tag } },
]

/** Whether a purge of `tag` waits to be sent (not started, or failed and due again later). */
async function waiting(payload: Payload, tag: string, req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        ...ofTag(tag),
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { hasError: { not_equals: true } },
      ],
    },
    req,
  })
  return totalDocs > 0
}

/** When the last purge of `tag` that started since `since` was due to start; else `since`. */
async function lastStart(payload: Payload, tag: string, since: number, req: PayloadRequest) {
  const from = new Date(since).toISOString()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        ...ofTag(tag),
        { or: [{ createdAt: { greater_than: from } }, { waitUntil: { greater_than: from } }] },
      ],
    },
    sort: '-createdAt',
    limit: 10,
    depth: 0,
    select: { createdAt: true, waitUntil: true },
    req,
  })
  return Math.max(since, ...docs.map((job) => Date.parse(job.waitUntil ?? job.createdAt)))
}

/** Runs the purges that are due, in this process. */
async function runDuePurges(payload: Payload) {
  try {
    await payload.jobs.run({ queue: edgePurgeQueue, limit: 100 })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Running the CDN purges failed: a job runner retries' })
  }
}

/**
 * Within a Next request: once its answer is out and the revalidations it made are in the page cache,
 * this server runs the purges due by `dues` (filled in afterwards). False outside a Next request.
 */
function runAfterAnswer(payload: Payload, dues: Set<number>): boolean {
  try {
    after(async () => {
      await revalidationsSettled()
      for (const due of [...dues].sort((a, b) => a - b)) {
        await sleep(Math.max(0, due - Date.now()))
        await runDuePurges(payload)
      }
    })
    return true
  } catch {
    return false
  }
}

/**
 * A revalidation forwarded to the site over HTTP (src/cache/forward.ts: scheduled publishing in a
 * worker) is applied there just after the answer: its purges wait this long.
 */
const forwardedRevalidationMs = 1000

/**
 * Queues one purge per changed tag for the shared caches of CDN_PURGE (nothing without one), in
 * the request's transaction: a purge exists exactly when the change is committed, and runs after
 * it. A tag whose purge still waits to be sent joins it. A tag purged less than
 * CDN_PURGE_WINDOW_MS ago is purged again at the end of that window, so a burst of changes (a
 * bulk publish, an editor saving twice) costs a cache at most two purges of it per window.
 *
 * Within a Next request, this server sends them as soon as its answer is out (Next's `after`,
 * past the commit); otherwise, and after a failure, the purge queue's runner takes them, every
 * second in each process that runs jobs.
 */
export async function queueEdgePurges(
  req: PayloadRequest,
  tags: string[],
  { forwarded }: { forwarded: boolean },
): Promise<void> {
  if (!tags.length || !purgeEdges().length) return
  const { payload } = req
  const windowMs = env().CDN_PURGE_WINDOW_MS
  const dues = new Set<number>()
  const now = Date.now()
  const inRequest = runAfterAnswer(payload, dues)
  const earliest = !inRequest && forwarded ? now + forwardedRevalidationMs : now
  for (const tag of new Set(tags)) {
    if (await waiting(payload, tag, req)) {
      metrics().cdnPurgesCoalesced.inc()
      continue
    }
    const due = Math.max(earliest, (await lastStart(payload, tag, now - windowMs, req)) + windowMs)
    await payload.jobs.queue({
      task: edgePurgeSlug,
      queue: edgePurgeQueue,
      input: { tag },
      ...(due > now ? { waitUntil: new Date(due) } : {}),
      req,
    })
    dues.add(due)
  }
}
