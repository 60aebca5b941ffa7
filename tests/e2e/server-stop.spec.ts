import type { ChildProcess } from 'node:child_process'
import http from 'node:http'

import { expect, test } from '@playwright/test'

import { appServerEnv, e2ePort, portIsFree, spawnApp, waitForServer } from './support/server'

/**
 * The production server (`npm start`'s command, own port and database) stopped with SIGTERM
 * while keep-alive clients are busy with it.
 */
const port = e2ePort() + 9
const base = `http://127.0.0.1:${port}`

let server: ChildProcess
let exited: Promise<{ code: number | null; at: number }>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  expect(await portIsFree(port)).toBe(true)
  server = spawnApp(appServerEnv(port, 'server-stop', { RATE_LIMIT_MULTIPLIER: '1000' }))
  let gone = false
  exited = new Promise((resolve) =>
    server.once('exit', (code) => {
      gone = true
      resolve({ code, at: Date.now() })
    }),
  )
  await waitForServer(`${base}/de`, 240_000, () => gone)
})

test.afterAll(() => {
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL')
    } catch {
      // already stopped
    }
  }
})

type Outcome = {
  client: number
  status?: number
  complete?: boolean
  connectionClose?: boolean
  error?: string
  reusedSocket?: boolean
  bytes: number
  at: number
}

/** One GET on `agent`; resolves with what came back, never rejects. */
function get(agent: http.Agent, url: string, client: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let bytes = 0
    const request = http.get(`${base}${url}`, { agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        bytes += chunk.length
        body += chunk
      })
      response.on('end', () =>
        resolve({
          client,
          status: response.statusCode,
          complete: body.trimEnd().endsWith('</html>'),
          connectionClose: response.headers.connection === 'close',
          reusedSocket: request.reusedSocket,
          bytes,
          at: Date.now(),
        }),
      )
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ client, error: error.code ?? error.message, bytes, at: Date.now() }),
      )
    })
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        client,
        error: error.code ?? error.message,
        reusedSocket: request.reusedSocket,
        bytes,
        at: Date.now(),
      }),
    )
  })
}

test('SIGTERM with 20 keep-alive clients: every accepted request answered, exit within 2 s of the last answer', async () => {
  test.setTimeout(180_000)
  const outcomes: Outcome[] = []
  let signalledAt = 0
  const paths = ['/de', '/en/missing-page', '/en', '/de/nicht-vorhanden/tief']

  const client = async (id: number) => {
    let agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    for (let n = 0; n < 5_000; n++) {
      const outcome = await get(agent, paths[(id + n) % paths.length]!, id)
      outcomes.push(outcome)
      if (!outcome.error) continue
      // A request written on a kept-alive connection the server had just closed as idle never
      // reached it: like any HTTP client, ask again on a new connection (RFC 9112, 9.3.1).
      if (outcome.reusedSocket && outcome.bytes === 0 && outcome.error === 'ECONNRESET') {
        agent.destroy()
        agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
        continue
      }
      break
    }
    agent.destroy()
  }
  const clients = Array.from({ length: 20 }, (_, id) => client(id))
  await expect.poll(() => outcomes.length, { timeout: 60_000 }).toBeGreaterThan(200)
  signalledAt = Date.now()
  process.kill(-server.pid!, 'SIGTERM')
  await Promise.all(clients)
  const exit = await exited

  const answers = outcomes.filter((outcome) => !outcome.error)
  const failures = outcomes.filter((outcome) => outcome.error)
  // Every answer is whole: a started response is never cut off.
  expect(answers.filter((answer) => !answer.complete || !answer.status)).toEqual([])
  // The only failures: refused once the server stopped listening, or a request on a connection
  // the server had closed as idle (asked again); none after part of an answer had arrived.
  expect(
    failures.filter(
      (failure) =>
        failure.bytes > 0 ||
        !(
          failure.error === 'ECONNREFUSED' ||
          (failure.error === 'ECONNRESET' && failure.reusedSocket)
        ),
    ),
  ).toEqual([])
  // Every client was stopped by a refused connection, not by a hang or a time-out.
  for (let id = 0; id < 20; id++)
    expect(outcomes.filter((outcome) => outcome.client === id).at(-1)?.error).toBe('ECONNREFUSED')
  // Requests in flight at the signal were answered, saying the connection closes.
  const afterSignal = answers.filter((answer) => answer.at >= signalledAt)
  expect(afterSignal.some((answer) => answer.connectionClose)).toBe(true)

  const lastAnswer = Math.max(...answers.map((answer) => answer.at))
  expect(exit.code).toBe(0)
  console.log(
    `answers after the signal: ${afterSignal.length}; exit ${exit.at - lastAnswer} ms after the last`,
  )
  expect(exit.at - lastAnswer).toBeLessThan(2000)
})
