/**
 * npm start: prepares the environment, checks port and database, migrates, seeds an empty
 * database, builds when the build is missing or stale, and serves the production app from this
 * process (scripts/lib/serve.ts). SIGTERM/SIGINT stop it gracefully.
 */
// First, as `next start` does: the globals (AsyncLocalStorage …) that Next's modules capture when
// they load; the seed below already loads some of them through the Payload config.
import 'next/dist/server/node-environment.js'

import { migrateAndSeed } from './lib/boot'
import { buildIsStale, buildProductionApp } from './lib/build'
import { assertDatabaseReachable, assertPortFree } from './lib/checks'
import { databaseIsCurrent } from './lib/databaseState'
import { adminCredentials, adminLoginLine, prepareEnvironment, StartupError } from './lib/env'
import { pageCacheTtlMsFromEnv } from './lib/pageCache'
import { runOrExplain } from './lib/run'
import { ProxyTrustError, proxyTrustFromEnv } from '../src/security/forwardedFor'

function proxyTrust() {
  try {
    return proxyTrustFromEnv()
  } catch (error) {
    if (error instanceof ProxyTrustError) throw new StartupError(error.message)
    throw error
  }
}

runOrExplain(async () => {
  const env = Object.assign(process.env, { NODE_ENV: 'production' })
  const kind = prepareEnvironment()
  const port = Number(env.PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StartupError(`PORT "${env.PORT}" is not a port number (1–65535).`)
  const host = env.HOSTNAME || undefined
  const trust = proxyTrust()
  const pageCacheTtlMs = pageCacheTtlMsFromEnv()

  await assertPortFree(port, host)
  await assertDatabaseReachable(kind, env.DATABASE_URI!)
  console.log(`• Database: ${kind}`)

  const admin = adminCredentials()
  let seeded = false
  try {
    if (!(await databaseIsCurrent(kind, env.DATABASE_URI!)))
      ({ seeded } = await migrateAndSeed((line) => console.log(line), admin))
  } catch (error) {
    throw new StartupError(`Preparing the database failed: ${(error as Error).message}`)
  }

  if (buildIsStale()) {
    console.log('• Building the production app (first start or changed sources)…')
    buildProductionApp()
  }

  const { serveProductionApp } = await import('./lib/serve')
  const app = await serveProductionApp({ port, host, trust, pageCacheTtlMs })
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    console.log('• Stopping: finishing requests in flight…')
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(0)
      },
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)

  const base = env.SITE_URL
  console.log(
    [
      '',
      `• Ready on ${host ?? 'all interfaces'}:${port}`,
      `  Website        ${base}/de  ·  ${base}/en`,
      `  Admin          ${base}/admin`,
      `  Admin log-in   ${adminLoginLine({ ...admin, generated: admin.generated && seeded })}`,
      `  GraphQL        ${base}/api/graphql`,
      '',
    ].join('\n'),
  )
})
