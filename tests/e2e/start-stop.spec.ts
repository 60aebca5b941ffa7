import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { e2eDataDir, e2ePort, e2eSmtpPort } from './support/server'

/**
 * Issue 12, row 2: `npm start`'s command (package.json) stops cleanly. It runs from the same build
 * on its own port and database file, detached so that it leads its own process group, as a
 * supervisor starts it; the signals go to the whole group.
 */
const root = path.resolve(import.meta.dirname, '../..')
const port = e2ePort() + 8
const base = `http://127.0.0.1:${port}`

type Started = { child: ChildProcess; exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> }

function portIsFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function start(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: base,
      DATABASE_URI: `file:${path.join(e2eDataDir(), 'start-stop.db')}`,
      PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(e2eSmtpPort()),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'no-reply@unbound.example',
      ADMIN_EMAIL: 'admin@unbound.example',
      ADMIN_PASSWORD: 'e2e-admin-password',
      MEDIA_DIR: path.join(e2eDataDir(), 'start-stop-media'),
    },
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let exited = false
  void exit.then(() => (exited = true))
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (exited) throw new Error('npm start exited during start-up (see its output above).')
    try {
      if ((await fetch(`${base}/de`, { redirect: 'manual' })).status === 200) return { child, exit }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`npm start did not answer at ${base}`)
}

let running: Started | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  expect(await portIsFree()).toBe(true)
})

test.afterAll(async () => {
  // A failed test may leave its server behind: stop the whole group.
  if (running?.child.pid && running.child.exitCode === null && running.child.signalCode === null) {
    try {
      process.kill(-running.child.pid, 'SIGKILL')
    } catch {
      // already stopped
    }
  }
})

test('SIGTERM to the process group: the port is free and the exit code is 0', async () => {
  test.setTimeout(300_000)
  running = await start()
  process.kill(-running.child.pid!, 'SIGTERM')
  await expect.poll(portIsFree, { timeout: 30_000 }).toBe(true)
  expect(await running.exit).toEqual({ code: 0, signal: null })
})

test('SIGKILL to the process group: nothing is left holding the port', async () => {
  test.setTimeout(300_000)
  running = await start()
  process.kill(-running.child.pid!, 'SIGKILL')
  await expect.poll(portIsFree, { timeout: 30_000 }).toBe(true)
  expect((await running.exit).signal).toBe('SIGKILL')
})
