/**
 * Cached pages need no Payload: its initialisation waits this long after start-up, so that the
 * first requests do not share the CPU with it. A request that needs Payload earlier starts it.
 */
const payloadStartDelayMs = 1500

/**
 * Starts Payload with its job runner once the server runs, so queued jobs run without a request;
 * with RUN_JOBS=false the queue is left to the workers (`npm run worker`). Not awaited: Next holds
 * requests until register() settles. Requests that need Payload wait for the same initialisation
 * (getPayload shares it and adds the crons).
 */
export async function register() {
  // The imports stay below this check so that the edge bundle leaves Payload out. NEXT_RUNTIME and
  // NEXT_PHASE are Next's own, not configuration (src/config/env.ts), and read literally for that.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  // Traces (docs/deploy.md): OpenTelemetry is loaded only when this standard variable is set, so a
  // server without it starts as it did (src/config/env.ts declares and checks it).
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    try {
      const { startTracing } = await import('@/observability/tracingSdk')
      startTracing()
    } catch (error) {
      console.error('Tracing did not start:', error)
    }
  }
  const startPayload = async () => {
    const [{ getPayload }, { default: config }, { jobsRunHere }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('@/jobs/runner'),
    ])
    await getPayload({ config, cron: jobsRunHere() })
  }
  setTimeout(() => {
    startPayload().catch((error: unknown) => console.error('Payload did not start:', error))
  }, payloadStartDelayMs)
}
