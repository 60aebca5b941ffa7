import type { ChildProcess } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { uniqueEmail } from '../helpers/e2e/control'
import {
  e2ePort,
  portIsFree,
  seededAppServerEnv,
  spawnApp,
  waitForServer,
} from '../helpers/e2e/server'

/**
 * Rotating X-Forwarded-For must not reset a limit. A second app server from the same build, on a
 * database of its own, runs with the real limits (RATE_LIMIT_MULTIPLIER=1); six sign-ups claiming
 * six different addresses come from one socket, so the sixth is refused (5 sign-ups per client per
 * hour).
 */
const port = e2ePort() + 7
const base = `http://127.0.0.1:${port}`

let server: ChildProcess | undefined
let exited = false

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = spawnApp(seededAppServerEnv(port, 'client-address', { RATE_LIMIT_MULTIPLIER: '1' }))
  server.on('exit', () => (exited = true))
  await waitForServer(`${base}/de`, 240_000, () => exited)
})

test.afterAll(async () => {
  test.setTimeout(60_000)
  if (server?.pid && !exited) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
  }
  await expect.poll(() => portIsFree(port), { timeout: 40_000 }).toBe(true)
})

test('six sign-ups with a different X-Forwarded-For each: the sixth is refused', async ({
  request,
}) => {
  const answers: unknown[] = []
  for (let i = 1; i <= 6; i++) {
    const response = await request.post(`${base}/api/graphql`, {
      headers: {
        'x-forwarded-for': `198.51.100.${i}`,
        'x-real-ip': `192.0.2.${i}`,
        forwarded: `for=203.0.113.${i}`,
      },
      data: {
        query:
          'mutation SignUp($email: String!, $password: String!) { signUpCustomer(email: $email, password: $password, locale: "en") }',
        variables: { email: uniqueEmail(`xff${i}`), password: 'e2e-correct-horse' },
      },
    })
    const body = await response.json()
    answers.push(body.errors?.[0]?.message ?? body.data?.signUpCustomer)
  }
  expect(answers).toEqual([true, true, true, true, true, 'tooManyRequests'])
})
