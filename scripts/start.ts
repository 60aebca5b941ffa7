/**
 * npm start: prepares the environment, checks port and database, migrates, seeds an empty
 * database, builds when the build is missing or stale, and serves the production app.
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

import { migrateAndSeed } from './lib/boot'
import { buildIsStale } from './lib/build'
import { assertDatabaseReachable, assertPortFree } from './lib/checks'
import { adminCredentials, prepareEnvironment, root, StartupError } from './lib/env'
import { runOrExplain } from './lib/run'

const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

runOrExplain(async () => {
  const env = Object.assign(process.env, { NODE_ENV: 'production' })
  const kind = prepareEnvironment()
  const port = Number(env.PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new StartupError(`PORT "${env.PORT}" is not a port number (1–65535).`)
  const host = env.HOSTNAME || undefined

  await assertPortFree(port, host)
  await assertDatabaseReachable(kind, env.DATABASE_URI!)
  console.log(`• Database: ${kind}`)

  try {
    await migrateAndSeed((line) => console.log(line))
  } catch (error) {
    throw new StartupError(`Preparing the database failed: ${(error as Error).message}`)
  }

  if (buildIsStale()) {
    console.log('• Building the production app (first start or changed sources)…')
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env })
    if (build.status !== 0) throw new StartupError('The production build failed: see the output above.')
  }

  const args = [nextBin, 'start', '-p', String(port), ...(host ? ['-H', host] : [])]
  const server = spawn(process.execPath, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] })
  const stopServer = (signal: NodeJS.Signals) => {
    if (server.pid) {
      try {
        process.kill(-server.pid, signal)
      } catch {
        // already gone
      }
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopServer(signal))
  process.on('exit', () => stopServer('SIGTERM'))

  let announced = false
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (!announced && /ready|started server|Local:/i.test(chunk.toString())) {
      announced = true
      const base = env.SITE_URL
      const { email, password } = adminCredentials()
      console.log(
        [
          '',
          `  Website        ${base}/de  ·  ${base}/en`,
          `  Admin          ${base}/admin`,
          `  Admin log-in   ${email} / ${password}`,
          `  GraphQL        ${base}/api/graphql`,
          '',
        ].join('\n'),
      )
    }
  })
  server.on('exit', (code) => process.exit(code ?? 0))
})
