/**
 * npm start (compiled to dist/server/start.js): prepares the environment, checks port and
 * database, migrates, seeds an empty database, builds the Next app when its build is missing or
 * stale, and serves it from this process (serve.ts). SIGTERM/SIGINT stop it gracefully: every
 * request on a connection it accepted is answered (connectionDrain.ts).
 *
 * The script runs node with --heap-growing-percent=30: by default V8 lets the heap grow to up to
 * four times what is live before its next full collection, on a 24 GB machine some 400 MiB of
 * garbage from rendering pages, while what is live stays flat (docs/deploy.md, "Cache bounds").
 */
// First, as `next start` does: the globals (AsyncLocalStorage …) that Next's modules capture when
// they load; the seed below already loads some of them through the Payload config.
import 'next/dist/server/node-environment.js'

import { env } from '@/config/env'
import { runOrExplain, StartupError } from '@/config/startupError'
import { provisionerStartupLine } from '@/control/engines/provisioners/mode'
import { appLogger } from '@/observability/logger'
import { routeProcessOutputTo } from '@/observability/processOutput'
import { observabilitySettings } from '@/observability/settings'
import { proxyTrustFromEnv } from '@/security/clientAddress'

import { migrateAndSeed } from './boot'
import { assertDatabaseReachable, assertPortFree } from './checks'
import { databaseIsCurrent } from './databaseState'
import { prepareEnvironment } from './environment'
import { serveMetrics } from './metricsEndpoint'
import { buildIsStale, buildProductionApp } from './nextBuild'
import { pageCacheTtlMsFromEnv } from './pageCache'
import { adminCredentials, adminLoginLine } from './secrets'

runOrExplain(async () => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  const kind = prepareEnvironment()
  const config = env()
  const port = config.PORT
  const host = config.HOSTNAME
  const trust = proxyTrustFromEnv()
  const pageCacheTtlMs = pageCacheTtlMsFromEnv()
  const observability = observabilitySettings()

  await assertPortFree(port, host)
  await assertDatabaseReachable(kind, config.DATABASE_URI)
  console.log(`• Database: ${kind}`)
  console.log(provisionerStartupLine())

  const admin = adminCredentials()
  let seeded = false
  try {
    if (!(await databaseIsCurrent(kind, config.DATABASE_URI)))
      ({ seeded } = await migrateAndSeed((line) => console.log(line), admin))
  } catch (error) {
    throw new StartupError(`Preparing the database failed: ${(error as Error).message}`)
  }

  if (buildIsStale()) {
    console.log('• Building the production app (first start or changed sources)…')
    buildProductionApp()
  }

  const metricsPort = observability.metricsPort
  const metricsServer = metricsPort
    ? await serveMetrics({
        port: metricsPort,
        host: observability.metricsHost,
        token: observability.metricsToken,
      })
    : null
  const base = config.SITE_URL
  const ready = [
    '',
    `• Ready on ${host ?? 'all interfaces'}:${port}`,
    `  Website        ${base}/de  ·  ${base}/en`,
    `  Admin          ${base}/admin`,
    `  Admin log-in   ${adminLoginLine({ ...admin, generated: admin.generated && seeded })}`,
    `  GraphQL        ${base}/api/graphql`,
    ...(metricsPort
      ? [`  Metrics        http://${observability.metricsHost}:${metricsPort}/metrics`]
      : []),
    '',
  ].join('\n')

  const { serveProductionApp } = await import('./serve')
  const app = await serveProductionApp({
    port,
    host,
    trust,
    pageCacheTtlMs,
    metricsToken: observability.metricsToken,
    // The start-up lines above are the operator's; from the first request on, whatever the
    // process prints (Next's and Payload's messages quote visitors' URLs) is a line of the logger.
    onListening: () => {
      console.log(ready)
      routeProcessOutputTo(appLogger())
    },
  })
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    appLogger().info('Stopping: finishing requests in flight')
    Promise.all([app.close(), metricsServer?.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        appLogger().error({ err: error }, 'Stopping failed')
        process.exit(0)
      },
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
})
