import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { createClient } from '@libsql/client'

import { startMailbox } from './mailbox'
import { npmScriptCommand, runPreScript } from '../npmScripts'

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * The port of the run's app server: E2E_PORT for the first Playwright worker. With `--workers=N`
 * each worker has an app server, SMTP server, database and data folder of its own (global-setup.ts),
 * the next one 50 ports further; every port and folder of a spec derives from this one.
 */
export const e2ePort = (worker = Number(process.env.TEST_PARALLEL_INDEX || 0)) =>
  Number(process.env.E2E_PORT || 3100) + 50 * worker
export const e2eSmtpPort = (port = e2ePort()) => port + 1000
export const e2eBaseUrl = (port = e2ePort()) => `http://127.0.0.1:${port}`
/** Every e-mail the in-process SMTP server receives during the run is written here as an .eml file. */
export const e2eMailDir = (port = e2ePort()) =>
  path.resolve(import.meta.dirname, `../../.tmp/e2e-${port}/mail`)
export const e2eDataDir = (port = e2ePort()) =>
  path.resolve(import.meta.dirname, `../../.tmp/e2e-${port}`)

/**
 * The environment of an app server of the run: 127.0.0.1:`port`, the SMTP server and staff log-in
 * of the run's app server at `runPort`, and a database file and media folder of its own (in that
 * server's data folder), named `name`.
 */
function appServerEnv(
  port: number,
  name: string,
  extra: Record<string, string> = {},
  runPort = e2ePort(),
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URI: `file:${path.join(e2eDataDir(runPort), `${name}.db`)}`,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(e2eSmtpPort(runPort)),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'no-reply@unbound.example',
    ADMIN_EMAIL: 'admin@unbound.example',
    ADMIN_PASSWORD: 'e2e-admin-password',
    MEDIA_DIR: path.join(e2eDataDir(runPort), `${name}-media`),
    // The run's output shows what went wrong, not one access line per request.
    LOG_LEVEL: 'warn',
    ...extra,
  }
}

const seededDatabase = (runPort = e2ePort()) => path.join(e2eDataDir(runPort), 'seeded.db')
const seededMedia = (runPort = e2ePort()) => path.join(e2eDataDir(runPort), 'seeded-media')

/**
 * Keeps a copy of the database and media of the run's app server at `port` as its start left
 * them (migrated and seeded, before any test), for app servers of their own that need the demo
 * content but not its writing.
 */
async function keepSeededCopy(name: string, port: number) {
  const client = createClient({ url: `file:${path.join(e2eDataDir(port), `${name}.db`)}` })
  try {
    await client.execute(`VACUUM INTO '${seededDatabase(port)}'`)
  } finally {
    client.close()
  }
  cpSync(path.join(e2eDataDir(port), `${name}-media`), seededMedia(port), { recursive: true })
}

/**
 * appServerEnv for a server that starts from the run's seeded copy (its first start finds the
 * database current, as any later start does): the database and media are copied unless the
 * server named `name` already has its own.
 */
export function seededAppServerEnv(
  port: number,
  name: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env = appServerEnv(port, name, extra)
  const database = env.DATABASE_URI!.slice('file:'.length)
  if (!existsSync(database)) {
    cpSync(seededDatabase(), database)
    cpSync(seededMedia(), env.MEDIA_DIR!, { recursive: true })
  }
  return env
}

/**
 * Starts the app as `npm start` does: its pre-script first (the server compiled when missing or
 * stale), then its command (one node process), leading a process group of its own.
 */
export function spawnApp(
  env: NodeJS.ProcessEnv,
  output: 'inherit' | 'pipe' = 'inherit',
): ChildProcess {
  runPreScript('start')
  const [node, ...args] = npmScriptCommand('start')
  return spawn(node, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', output, output],
  })
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** Waits until the app answers at `url` (any status below 500); fails early when its process exited. */
export async function waitForServer(url: string, timeoutMs: number, exited: () => boolean) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The app server exited during start-up (see its output above).')
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await sleep(1000)
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/**
 * Starts a real SMTP server and the app exactly as users start it (npm start's script) on a
 * fresh SQLite database named `name`, at the port of the run's Playwright worker `worker`; `stop`
 * ends both. The first worker's server seeds its database; the others start on a copy of it
 * (their first start finds it current, as any later start does).
 */
export async function startRunApp(
  name: string,
  extra: Record<string, string> = {},
  worker = 0,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = e2ePort(worker)
  rmSync(e2eDataDir(port), { recursive: true, force: true })
  const stopMailbox = await startMailbox(e2eSmtpPort(port), e2eMailDir(port))
  const env = appServerEnv(port, name, extra, port)
  if (worker !== 0) {
    cpSync(seededDatabase(e2ePort(0)), env.DATABASE_URI!.slice('file:'.length))
    cpSync(seededMedia(e2ePort(0)), env.MEDIA_DIR!, { recursive: true })
  }
  const server = spawnApp(env)
  let exited = false
  const exit = new Promise<void>((resolve) =>
    server.on('exit', (code, signal) => {
      exited = true
      console.error(`The app server of the run exited (exit code ${code}, signal ${signal}).`)
      resolve()
    }),
  )
  const stop = async () => {
    if (server.pid && !exited) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already stopped
      }
      // Its end is awaited, so that the run's processor time (.ci/run) includes the server's.
      const drained = await Promise.race([exit.then(() => true), sleep(30_000).then(() => false)])
      if (!drained) process.kill(-server.pid, 'SIGKILL')
      await exit
    }
    await stopMailbox()
  }
  try {
    await waitForServer(`${e2eBaseUrl(port)}/de`, 15 * 60_000, () => exited)
    await keepSeededCopy(name, port)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: e2eBaseUrl(port), stop }
}
