import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { uniqueEmail } from './control-support'
import { e2eDataDir, e2ePort, e2eSmtpPort } from './support/server'

/**
 * Rotating X-Forwarded-For must not reset a limit. A second app server from the same build, on a
 * database file of its own (npm start's script), runs with the real limits (RATE_LIMIT_MULTIPLIER=1);
 * six sign-ups claiming six different addresses come from one socket, so the sixth is refused
 * (5 sign-ups per client per hour).
 */
const root = path.resolve(import.meta.dirname, '../..')
const port = e2ePort() + 7
const base = `http://127.0.0.1:${port}`

let server: ChildProcess | undefined
let exited = false

function portIsFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: base,
      DATABASE_URI: `file:${path.join(e2eDataDir(), 'client-address.db')}`,
      PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(e2eSmtpPort()),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'no-reply@unbound.example',
      ADMIN_EMAIL: 'admin@unbound.example',
      ADMIN_PASSWORD: 'e2e-admin-password',
      MEDIA_DIR: path.join(e2eDataDir(), 'client-address-media'),
      RATE_LIMIT_MULTIPLIER: '1',
    },
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  server.on('exit', () => (exited = true))
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (exited) throw new Error('The second app server exited during start-up (see its output above).')
    try {
      if ((await fetch(`${base}/de`, { redirect: 'manual' })).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`The second app server did not answer at ${base}`)
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
  await expect.poll(portIsFree, { timeout: 40_000 }).toBe(true)
})

test('six sign-ups with a different X-Forwarded-For each: the sixth is refused', async ({ request }) => {
  const answers: unknown[] = []
  for (let i = 1; i <= 6; i++) {
    const response = await request.post(`${base}/api/graphql`, {
      headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `192.0.2.${i}`, forwarded: `for=203.0.113.${i}` },
      data: {
        query: 'mutation SignUp($email: String!, $password: String!) { signUpCustomer(email: $email, password: $password, locale: "en") }',
        variables: { email: uniqueEmail(`xff${i}`), password: 'e2e-correct-horse' },
      },
    })
    const body = await response.json()
    answers.push(body.errors?.[0]?.message ?? body.data?.signUpCustomer)
  }
  expect(answers).toEqual([true, true, true, true, true, 'tooManyRequests'])
})
