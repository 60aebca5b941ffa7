/** The environment variables of metrics and logs, read in one place. */
export type ObservabilitySettings = {
  /** METRICS_TOKEN: the Bearer token a scraper sends; without it /metrics on the site's port is 404. */
  metricsToken: string | null
  /** METRICS_PORT: a port of its own for /metrics (web server); null: none. */
  metricsPort: number | null
  /** WORKER_METRICS_PORT: the worker's metrics port (a worker serves nothing else). */
  workerMetricsPort: number | null
  /** METRICS_HOST: the address the metrics ports bind to (default 127.0.0.1). */
  metricsHost: string
  /** LOG_LEVEL: fatal, error, warn, info (default), debug or trace. */
  logLevel: LogLevel
  /** LOG_FORMAT: json (default in production) or pretty (default in development). */
  logFormat: 'json' | 'pretty'
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogLevel = (typeof logLevels)[number]

export class ObservabilitySettingsError extends Error {
  override name = 'ObservabilitySettingsError'
}

const loopback = new Set(['127.0.0.1', '::1', 'localhost'])

function port(name: string, value: string | undefined): number | null {
  const raw = value?.trim()
  if (!raw) return null
  const number = Number(raw)
  if (!/^\d+$/.test(raw) || number < 1 || number > 65535)
    throw new ObservabilitySettingsError(`${name} "${raw}" is not a port number (1–65535).`)
  return number
}

export function observabilitySettings(
  env: Record<string, string | undefined> = process.env,
): ObservabilitySettings {
  const metricsToken = env.METRICS_TOKEN?.trim() || null
  if (metricsToken && metricsToken.length < 16)
    throw new ObservabilitySettingsError(
      'METRICS_TOKEN is shorter than 16 characters: use a long random value (e.g. openssl rand -hex 32).',
    )
  const metricsHost = env.METRICS_HOST?.trim() || '127.0.0.1'
  const metricsPort = port('METRICS_PORT', env.METRICS_PORT)
  const workerMetricsPort = port('WORKER_METRICS_PORT', env.WORKER_METRICS_PORT)
  if ((metricsPort || workerMetricsPort) && !loopback.has(metricsHost) && !metricsToken)
    throw new ObservabilitySettingsError(
      `METRICS_HOST "${metricsHost}" reaches beyond this machine: set METRICS_TOKEN too, or bind the metrics port to 127.0.0.1.`,
    )
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info'
  if (!(logLevels as readonly string[]).includes(level))
    throw new ObservabilitySettingsError(
      `LOG_LEVEL "${level}" is not one of ${logLevels.join(', ')}.`,
    )
  const format = env.LOG_FORMAT?.trim().toLowerCase()
  return {
    metricsToken,
    metricsPort,
    workerMetricsPort,
    metricsHost,
    logLevel: level as LogLevel,
    logFormat:
      format === 'json' || format === 'pretty'
        ? format
        : env.NODE_ENV === 'production'
          ? 'json'
          : 'pretty',
  }
}
