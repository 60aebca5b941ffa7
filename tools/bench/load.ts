import autocannon from 'autocannon'

/** The load every measured server gets: the same clients, the same warm-up, the same request headers. */
export type LoadSettings = { connections: number; durationSeconds: number; warmupSeconds: number }

// Browsers always ask for compression, and the ceiling answers compressed bytes: both are asked the same way.
const requestHeaders = { 'accept-encoding': 'br, gzip' }

/** `headers` are sent in addition (e.g. a cookie that keeps a cache out of the way). */
export async function load(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string> = {},
) {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: settings.connections,
      duration,
      headers: { ...requestHeaders, ...headers },
    })
  if (settings.warmupSeconds > 0) await run(settings.warmupSeconds)
  const result = await run(settings.durationSeconds)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}
