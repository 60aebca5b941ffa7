import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { routeGroups } from './routeGroup'

/** One task's pending jobs, read from the database when Prometheus scrapes. */
export type QueueStat = { task: string; depth: number; oldestAgeSeconds: number }
type QueueSource = () => Promise<QueueStat[]>

function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  let queueSource: QueueSource | null = null
  // Both gauges are filled by one read per scrape: the depth's collect reads, the age's reuses it.
  let lastRead: Promise<QueueStat[]> = Promise.resolve([])

  const jobQueueDepth = new Gauge({
    name: 'unbound_job_queue_depth',
    help: 'Jobs waiting or running (not completed, not failed for good), per task.',
    labelNames: ['task'],
    registers,
    async collect() {
      lastRead = queueSource ? queueSource().catch(() => []) : Promise.resolve([])
      this.reset()
      for (const stat of await lastRead) this.set({ task: stat.task }, stat.depth)
    },
  })
  const jobOldestAge = new Gauge({
    name: 'unbound_job_queue_oldest_age_seconds',
    help: 'Seconds the oldest job that is due has been waiting, per task (0: none waiting).',
    labelNames: ['task'],
    registers,
    async collect() {
      this.reset()
      for (const stat of await lastRead) this.set({ task: stat.task }, stat.oldestAgeSeconds)
    },
  })

  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'unbound_http_requests_total',
      help: 'HTTP requests answered, by route group, method and status code.',
      labelNames: ['group', 'method', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'unbound_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route group.',
      labelNames: ['group'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: 'unbound_page_cache_requests_total',
      help: 'GET requests on their way to Next looked up in the page cache in front of it: hit or miss.',
      labelNames: ['result'],
      registers,
    }),
    jobQueueDepth,
    jobOldestAge,
    jobRuns: new Counter({
      name: 'unbound_job_runs_total',
      help: 'Job attempts started, per task.',
      labelNames: ['task'],
      registers,
    }),
    jobFailures: new Counter({
      name: 'unbound_job_failures_total',
      help: 'Job attempts that failed (thrown or reported), per task.',
      labelNames: ['task'],
      registers,
    }),
    jobRetries: new Counter({
      name: 'unbound_job_retries_total',
      help: 'Job attempts that were a retry of an earlier failed one, per task.',
      labelNames: ['task'],
      registers,
    }),
    mailSent: new Counter({
      name: 'unbound_mail_sent_total',
      help: 'E-mails handed to the SMTP server (or written to the outbox).',
      labelNames: ['transport'],
      registers,
    }),
    mailFailed: new Counter({
      name: 'unbound_mail_failed_total',
      help: 'E-mails the SMTP server refused or could not be reached for.',
      labelNames: ['transport'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'unbound_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, per limit (control:login, form:submit …).',
      labelNames: ['limit'],
      registers,
    }),
    loginLockouts: new Counter({
      name: 'unbound_login_lockouts_total',
      help: 'Log-ins refused because one address tried one account too often (customers or staff).',
      labelNames: ['scope'],
      registers,
    }),
    provisioning: new Counter({
      name: 'unbound_provisioning_outcomes_total',
      help: 'Provisioning attempts by outcome: running, provisioning (waiting for callback), retrying, failed, skipped.',
      labelNames: ['outcome'],
      registers,
    }),
    cdnPurges: new Counter({
      name: 'unbound_cdn_purges_total',
      help: 'Purges of one cache tag sent to a shared cache (CDN_PURGE), per cache kind: sent (accepted) or failed (retried later).',
      labelNames: ['edge', 'result'],
      registers,
    }),
    cdnPurgeDuration: new Histogram({
      name: 'unbound_cdn_purge_duration_seconds',
      help: 'Time a shared cache took to answer a purge, per cache kind.',
      labelNames: ['edge'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cdnPurgesCoalesced: new Counter({
      name: 'unbound_cdn_purges_coalesced_total',
      help: 'Changed cache tags that joined a purge of the same tag still waiting to be sent, instead of a purge of their own.',
      registers,
    }),
    dependencyUp: new Gauge({
      name: 'unbound_readiness_dependency_up',
      help: 'Whether a dependency answered the last readiness check of this process (1) or not (0): database, redis, media (the last two when configured).',
      labelNames: ['dependency'],
      registers,
    }),
    setQueueSource(source: QueueSource | null) {
      queueSource = source
    },
  }
  // Every route group shows up from the first scrape on, so rates and alerts have a series.
  for (const group of routeGroups) metrics.httpDuration.zero({ group })
  for (const result of ['hit', 'miss']) metrics.pageCache.inc({ result }, 0)
  return metrics
}

type Metrics = ReturnType<typeof createMetrics>

/**
 * The server around Next and Next's route bundles are separate module graphs in one process
 * (see src/cache/frontCacheChannel.ts): the registry lives under a `Symbol.for` key on
 * `globalThis`, so a job, a mail or a refusal counted by the app shows in the server's /metrics.
 */
const metricsKey = Symbol.for('unbound.metrics')

export function metrics(): Metrics {
  const global = globalThis as { [metricsKey]?: Metrics }
  return (global[metricsKey] ??= createMetrics())
}
