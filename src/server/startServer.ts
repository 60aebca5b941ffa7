// First, as `next start` does: the globals (AsyncLocalStorage …) that Next's modules capture when
// they load; the seed below already loads some of them through the Payload config.
import 'next/dist/server/node-environment.js'

import { env } from '@/config/env'
import { StartupError } from '@/config/startupError'
import { provisionerStartupLine } from '@/control/engines/provisioners/mode'
import { appLogger } from '@/observability/logger'
import { routeProcessOutputTo } from '@/observability/processOutput'
import { observabilitySettings } from '@/observability/settings'
import { proxyTrustFromEnv } from '@/security/clientAddress'

import { migrateAndSeed } from './boot'
import { assertDatabaseReachable } from './checks'
import { databaseIsCurrent } from './databaseState'
import { prepareEnvironment } from './environment'
import { listen, type Listener } from './listener'
import { serveMetrics } from './metricsEndpoint'
import { buildIsStale, buildProductionApp } from './nextBuild'
import { pageCacheTtlMsFromEnv } from './pageCache'
import { adminCredentials, adminLoginLine } from './secrets'

/**
 * npm start after its port is open (start.ts; `early`, null when PORT is no port number): prepares
 * the environment, checks the database, migrates, seeds an empty database, builds the Next app when
 * its build is missing or stale, and serves it (serve.ts).
 */
export async function startServer(early: Listener | null): Promise<void> {
  Object.assign(process.env, { NODE_ENV: 'production' })
  const kind = prepareEnvironment()
  const config = env()
  const port = config.PORT
  const host = config.HOSTNAME
  const trust = proxyTrustFromEnv()
  const pageCacheTtlMs = pageCacheTtlMsFromEnv()
  const observability = observabilitySettings()

  const listener = early ?? (await listen(port, host))
  await assertDatabaseReachable(kind, config.DATABASE_URI)
  console.log(`• Database: ${kind}`)
  console.log(provisionerStartupLine())

  const admin = adminCredentials()
  let seeded = false
  try {
    if (!(await databaseIsCurrent(kind, config.DATABASE_URI))) {
      listener.busy()
      ;({ seeded } = await migrateAndSeed((line) => console.log(line), admin))
    }
  } catch (error) {
    throw new StartupError(`Preparing the database failed: ${(error as Error).message}`)
  }

  if (buildIsStale()) {
    listener.busy()
    console.log('• Building the production app (first start or changed sources)…')
    await buildProductionApp()
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
  console.log(ready)
  // The start-up lines above are the operator's; from the first request on, whatever the process
  // prints (Next's and Payload's messages quote visitors' URLs) is a line of the logger.
  routeProcessOutputTo(appLogger())
  const app = await serveProductionApp({
    listener,
    port,
    host,
    trust,
    pageCacheTtlMs,
    metricsToken: observability.metricsToken,
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
}
