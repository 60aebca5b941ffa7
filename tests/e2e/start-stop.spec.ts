import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

import { expect, test } from '@playwright/test'

import {
  e2ePort,
  portIsFree,
  seededAppServerEnv,
  spawnApp,
  waitForServer,
} from '../helpers/e2e/server'

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
let exitedAt = 0
let stopSeenAt = 0

async function start(extra: Record<string, string> = {}): Promise<Started> {
  const child = spawnApp(seededAppServerEnv(port, 'start-stop', extra), 'pipe')
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (!stopSeenAt && output.includes('Stopping: finishing requests')) stopSeenAt = Date.now()
      process.stdout.write(chunk)
    })
  let exited = false
  const exit = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      exitedAt = Date.now()
      resolve({ code, signal })
    }),
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

  // A kept-alive connection outlives Node's default five idle seconds: the next request on it is
  // answered, not reset.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const health = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${base}/api/health`, { agent }, (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
        )
      })
      request.on('error', reject)
    })
  expect(await health()).toEqual({ status: 200, reused: false })
  await sleep(6_000)
  expect(await health()).toEqual({ status: 200, reused: true })
  agent.destroy()

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

type Outcome = {
  client: number
  id: string
  sentAt: number
  status?: number
  answeredAt?: number
  closes?: boolean
  error?: string
}

/**
 * One keep-alive client: requests pages one after another on its own connection until an answer
 * says `Connection: close` or the connection fails.
 */
async function keepAliveClient(client: number, outcomes: Outcome[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  // Log-in pages of the admin are rendered for each request: many are on their way at any time.
  const paths = ['/admin/login', '/de/kontakt', '/admin/login', '/en/contact']
  try {
    for (let n = 0; ; n++) {
      const outcome: Outcome = { client, id: `keepalive-${client}-${n}`, sentAt: Date.now() }
      outcomes.push(outcome)
      const closes = await new Promise<boolean>((resolve) => {
        const request = http.get(
          `${base}${paths[n % paths.length]}?client=${client}&n=${n}`,
          { agent, headers: { 'x-request-id': outcome.id } },
          (response) => {
            response.resume()
            response.on('end', () => {
              outcome.status = response.statusCode
              outcome.answeredAt = Date.now()
              outcome.closes = response.headers.connection === 'close'
              resolve(outcome.closes)
            })
          },
        )
        request.on('error', (error: NodeJS.ErrnoException) => {
          outcome.error = error.code ?? error.message
          resolve(true)
        })
      })
      if (closes) return
    }
  } finally {
    agent.destroy()
  }
}

test('SIGTERM with 20 keep-alive clients: every accepted request is answered, the exit follows the last answer', async () => {
  test.setTimeout(300_000)
  output = ''
  stopSeenAt = 0
  // Access lines (info) name every request the server accepted, with its id and status.
  running = await start({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' })
  const outcomes: Outcome[] = []
  const clients = Array.from({ length: 20 }, (_, client) => keepAliveClient(client, outcomes))
  const pending = () => outcomes.filter((o) => o.answeredAt === undefined && !o.error)
  await expect.poll(() => outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(40)
  await expect.poll(() => pending().length).toBeGreaterThanOrEqual(10)
  const inFlight = pending()
  const signalledAt = Date.now()
  process.kill(-running.child.pid!, 'SIGTERM')
  await Promise.all(clients)
  expect(await running.exit).toEqual({ code: 0, signal: null })

  const accepted = new Map<string, number>()
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line) as { msg?: string; requestId?: string; status?: number }
    if (entry.msg === 'request' && entry.requestId?.startsWith('keepalive-'))
      accepted.set(entry.requestId, entry.status!)
  }
  // Every request the server accepted was answered in full, to its client.
  expect([...accepted.values()].filter((status) => status !== 200)).toEqual([])
  for (const id of accepted.keys()) expect(outcomes.find((o) => o.id === id)?.status, id).toBe(200)
  // A request the server never accepted failed at the connection, never with a half answer.
  for (const outcome of outcomes.filter((o) => !accepted.has(o.id)))
    expect(outcome.status, outcome.id).toBeUndefined()
  // Answers still on their way at the signal were awaited.
  expect(inFlight.filter((o) => accepted.has(o.id)).length).toBeGreaterThan(0)
  // A request that reached the stopping server (sent after its log said so) is answered with
  // `Connection: close`, so no connection carries more than that one answer.
  expect(stopSeenAt).toBeGreaterThanOrEqual(signalledAt)
  const sentLate = outcomes.filter((o) => o.sentAt > stopSeenAt && accepted.has(o.id))
  expect(sentLate.filter((o) => !o.closes).map((o) => o.id)).toEqual([])
  const lastAnswer = Math.max(...outcomes.map((o) => o.answeredAt ?? 0))
  // No idle keep-alive connection holds the stop up: one that did would keep the process for the
  // server's 65 s keep-alive timeout after the last answer.
  expect(exitedAt - lastAnswer).toBeLessThan(30_000)
})

type Arrival = {
  connectedAt?: number
  answeredAt?: number
  status?: number
  body?: string
  error?: string
}

/** A POST on a connection of its own, as a proxy sends one (and does not retry it on a reset). */
function arrive(arrivals: Arrival[]): Promise<void> {
  const arrival: Arrival = {}
  arrivals.push(arrival)
  const body = JSON.stringify({ query: '{ __typename }' })
  return new Promise((resolve) => {
    const request = http.request(
      `${base}/api/graphql`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          arrival.status = response.statusCode
          arrival.body = text
          arrival.answeredAt = performance.now()
          resolve()
        })
        response.on('error', (error: NodeJS.ErrnoException) => {
          arrival.error = `during the answer: ${error.code ?? error.message}`
          resolve()
        })
      },
    )
    request.on('socket', (socket) =>
      socket.once('connect', () => (arrival.connectedAt = performance.now())),
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      arrival.error = error.code ?? error.message
      resolve()
    })
    request.end(body)
  })
}

test('SIGTERM while busy: every request on a connection made before it is answered in full', async () => {
  test.setTimeout(300_000)
  running = await start()
  // Warm-up: the routes below load their code on their first request.
  for (const path of ['/admin/login', '/admin/login'])
    expect((await fetch(`${base}${path}`)).status).toBe(200)

  // Load: eight keep-alive clients rendering the admin's log-in page, one request after another.
  // Node takes the connections the kernel queues for it one per turn of its event loop, so
  // under this load new connections wait in that queue.
  const outcomes: Outcome[] = []
  const load = Array.from({ length: 8 }, (_, client) => keepAliveClient(client, outcomes))
  await expect.poll(() => outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(16)

  // New connections, one every 15 ms, from before the signal until after it.
  const arrivals: Arrival[] = []
  const sent: Promise<void>[] = []
  let signalledAt = Number.POSITIVE_INFINITY
  for (let n = 0; n < 100; n++) {
    sent.push(arrive(arrivals))
    if (n === 60) {
      process.kill(-running.child.pid!, 'SIGTERM')
      signalledAt = performance.now()
    }
    await sleep(15)
  }
  await Promise.all([...sent, ...load])
  expect(await running.exit).toEqual({ code: 0, signal: null })

  const before = arrivals.filter((a) => a.connectedAt !== undefined && a.connectedAt < signalledAt)
  // Requests still waiting at the signal were among them.
  expect(
    before.filter((a) => a.answeredAt === undefined || a.answeredAt > signalledAt).length,
  ).toBeGreaterThan(0)
  const complete = (a: Arrival) =>
    a.status === 200 && a.body === JSON.stringify({ data: { __typename: 'Query' } })
  expect(before.filter((a) => !complete(a))).toEqual([])
  // After the signal a connection is answered in full or refused, never cut off in an answer.
  for (const arrival of arrivals.filter((a) => !before.includes(a)))
    if (!complete(arrival)) expect(arrival.status, arrival.error).toBeUndefined()
  // The load's requests the server accepted were answered in full too.
  expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([])
})
