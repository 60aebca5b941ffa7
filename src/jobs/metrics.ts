import type { Payload, Where } from 'payload'

import { metrics, type QueueStat } from '@/observability/metrics'

type HandlerArgs = { job?: { totalTried?: number | null } }
type Handler = (args: HandlerArgs) => unknown

/** Counts every attempt of a task, its failures (thrown or `state: 'failed'`) and its retries. */
export function countedTask<T extends { slug: string; handler: unknown }>(task: T): T {
  if (typeof task.handler !== 'function') return task
  const handler = task.handler as Handler
  const labels = { task: task.slug }
  const counted: Handler = async (args) => {
    const counters = metrics()
    counters.jobRuns.inc(labels)
    if ((args.job?.totalTried ?? 0) > 0) counters.jobRetries.inc(labels)
    try {
      const result = await handler(args)
      if ((result as { state?: unknown } | undefined)?.state === 'failed')
        counters.jobFailures.inc(labels)
      return result
    } catch (error) {
      counters.jobFailures.inc(labels)
      throw error
    }
  }
  return { ...task, handler: counted }
}

/** Pending jobs read per scrape; a queue longer than this already says enough. */
const readLimit = 10_000

/**
 * Depth and oldest due job per task, read when Prometheus scrapes (payload.config.ts `onInit`
 * hands the source over; the last Payload started in the process is the one read).
 */
export async function queueStats(payload: Payload, now = Date.now()): Promise<QueueStat[]> {
  const pending: Where = {
    and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }],
  }
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: pending,
    limit: readLimit,
    pagination: false,
    depth: 0,
    sort: 'createdAt',
    select: { taskSlug: true, createdAt: true, waitUntil: true },
    overrideAccess: true,
  })
  const stats = new Map<string, QueueStat>(
    (payload.config.jobs.tasks ?? []).map(({ slug }) => [
      slug,
      { task: slug, depth: 0, oldestAgeSeconds: 0 },
    ]),
  )
  for (const job of docs) {
    const task = job.taskSlug ?? 'workflow'
    const stat = stats.get(task) ?? { task, depth: 0, oldestAgeSeconds: 0 }
    stats.set(task, stat)
    stat.depth += 1
    const dueAt = Date.parse(job.waitUntil ?? job.createdAt)
    if (dueAt <= now) stat.oldestAgeSeconds = Math.max(stat.oldestAgeSeconds, (now - dueAt) / 1000)
  }
  return [...stats.values()]
}

export function watchJobQueue(payload: Payload): void {
  metrics().setQueueSource(() => queueStats(payload))
}
