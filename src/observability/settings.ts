import { env } from '@/config/env'

/** The settings of metrics and logs (src/config/env.ts declares and checks the variables). */
export function observabilitySettings() {
  const config = env()
  return {
    /** The Bearer token a scraper sends; without it /metrics on the site's port is 404. */
    metricsToken: config.METRICS_TOKEN ?? null,
    /** A port of its own for /metrics (web server); null: none. */
    metricsPort: config.METRICS_PORT ?? null,
    /** The worker's metrics port (a worker serves nothing else). */
    workerMetricsPort: config.WORKER_METRICS_PORT ?? null,
    metricsHost: config.METRICS_HOST,
    logLevel: config.LOG_LEVEL,
    logFormat: config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty'),
  }
}
