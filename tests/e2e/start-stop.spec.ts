import type { ChildProcess } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { appServerEnv, e2ePort, portIsFree, spawnApp, waitForServer } from './support/server'

/**
 * `npm start`'s command stops cleanly. It runs from the same build on its own port and database,
 * detached so that it leads its own process group, as a supervisor starts it; the signals go to
 * the whole group.
 */
const port = e2ePort() + 8
const base = `http://127.0.0.1:${port}`

type Exit = { code: number | null; signal: NodeJS.Signals | null }
type Started = { child: ChildProcess; exit: Promise<Exit> }

let output = ''

async function start(): Promise<Started> {
  const child = spawnApp(appServerEnv(port, 'start-stop'), 'pipe')
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      process.stdout.write(chunk)
    })
  let exited = false
  const exit = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  void exit.then(() => (exited = true))
  await waitForServer(`${base}/de`, 240_000, () => exited)
  return { child, exit }
}

let running: Started | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  expect(await portIsFree(port)).toBe(true)
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
  // The operator's ADMIN_PASSWORD (appServerEnv) never reaches the log.
  expect(output).toContain('Admin log-in   admin@unbound.example (password from ADMIN_PASSWORD)')
  expect(output).not.toContain('e2e-admin-password')
  process.kill(-running.child.pid!, 'SIGTERM')
  await expect.poll(() => portIsFree(port), { timeout: 30_000 }).toBe(true)
  expect(await running.exit).toEqual({ code: 0, signal: null })
})

test('SIGKILL to the process group: nothing is left holding the port', async () => {
  test.setTimeout(300_000)
  running = await start()
  process.kill(-running.child.pid!, 'SIGKILL')
  await expect.poll(() => portIsFree(port), { timeout: 30_000 }).toBe(true)
  expect((await running.exit).signal).toBe('SIGKILL')
})
