/**
 * npm run worker (compiled to dist/server/worker.js): runs the job queue and its schedules (e-mail, provisioning, retention) without
 * serving HTTP, next to web servers started with RUN_JOBS=false. SIGTERM/SIGINT: no new jobs are
 * taken, running ones get up to 25 s to finish; those still running then are given back to the
 * queue (another runner takes them at once), the database connection is closed and the process
 * exits 0.
 */
// As in start.ts: the globals Next's modules capture when the Payload config loads them.
import 'next/dist/server/node-environment.js'

import { env } from '@/config/env'
import { runOrExplain } from '@/config/startupError'
import { beatWhileRunning } from '@/jobs/liveness'
import { observabilitySettings } from '@/observability/settings'

import { assertDatabaseReachable } from './checks'
import { prepareEnvironment } from './environment'
import { serveMetrics } from './metricsEndpoint'
import { withMigrationLock } from './migrationLock'

const stopTimeoutMs = 25_000

runOrExplain(async () => {
  // A shared .env may say RUN_JOBS=false for the web servers: a worker always runs jobs.
  Object.assign(process.env, { NODE_ENV: 'production', RUN_JOBS: 'true' })
  const kind = prepareEnvironment()
  const observability = observabilitySettings()
  await assertDatabaseReachable(kind, env().DATABASE_URI)
  console.log(`• Database: ${kind}`)

  const [{ getPayload }, { default: config }, { runnerIdle, stopTakingJobs }, heartbeat] =
    await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('@/jobs/runner'),
      import('@/jobs/heartbeat'),
    ])

  // In production, initialising applies pending migrations, as the web server does: in turn
  // with servers and workers starting at the same time. The stop handlers are in place while it
  // initialises: its schedules may already run a job, and a stop then still lets it finish.
  const metricsServer = observability.workerMetricsPort
    ? await serveMetrics({
        port: observability.workerMetricsPort,
        host: observability.metricsHost,
        token: observability.metricsToken,
      })
    : null
  const ready = withMigrationLock(env().DATABASE_URI, console.log, () =>
    getPayload({ config, cron: true }),
  )
  let stopping = false
  let stopBeating = () => {}
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('• Stopping: finishing the jobs in progress…')
    stopTakingJobs()
    stopBeating()
    await metricsServer?.close()
    const payload = await ready
    if (!(await runnerIdle(payload, stopTimeoutMs))) {
      const released = await heartbeat.releaseJobsRunningHere().catch(() => 0)
      console.log(`• ${released} job(s) still running after 25 s given back to the queue.`)
    }
    await payload.destroy()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop())

  await ready
  if (stopping) return
  stopBeating = beatWhileRunning(await ready)

  console.log(
    observability.workerMetricsPort
      ? `• Worker ready: running queued jobs and schedules; metrics on http://${observability.metricsHost}:${observability.workerMetricsPort}/metrics.`
      : '• Worker ready: running queued jobs and schedules (no HTTP).',
  )
})
