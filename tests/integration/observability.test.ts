import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sample } from '../helpers/metrics'
import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * Metrics and logs of the production server, started as `npm start` starts it (the compiled
 * server, the Next build, a fresh SQLite database with the demo content) with an SMTP server that
 * refuses every message: real traffic, then /metrics scraped with its token and the process's
 * output read line by line.
 */
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.join(root, `tests/.tmp/observability-${process.pid}`)
const [node, ...startArgs] = npmScriptCommand('start')

const metricsToken = 'metrics-token-0123456789abcdef'
const customerEmail = 'jane.doe@customers.test'
const customerPassword = 'correct-horse-battery-staple-9'
const adminPassword = 'observability-admin-password'

/** What a poll of /api/ready got during the start: status 0 and why when it got no answer. */
type Poll = { status: number; retryAfter: string | null; error?: string }
type Server = { child: ChildProcess; base: string; output: () => string; polls: Poll[] }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(node, startArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // The integration set-up turns the job runner off for in-process tests: this server runs it.
      JOBS_AUTORUN: '',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: base,
      DATABASE_URI: `file:${path.join(dataDir, 'app.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      PAYLOAD_SECRET: 'observability-secret-0123456789abcdef',
      ADMIN_EMAIL: 'admin@unbound.example',
      ADMIN_PASSWORD: adminPassword,
      MAIL_FROM: 'no-reply@unbound.example',
      ...env,
    },
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  // Start-up migrates, seeds and (first time) builds the app: minutes on a busy machine.
  const deadline = Date.now() + 900_000
  const polls: Poll[] = []
  const poll = () =>
    fetch(`${base}/api/ready`).then(
      (r): Poll => ({ status: r.status, retryAfter: r.headers.get('retry-after') }),
      (error: Error & { cause?: { code?: string; message?: string } }): Poll => ({
        status: 0,
        retryAfter: null,
        error: error.cause?.code ?? error.cause?.message ?? error.message,
      }),
    )
  while (polls.push(await poll()) && polls.at(-1)!.status !== 200) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`)
    if (Date.now() > deadline) throw new Error(`The server did not get ready:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { child, base, output: () => output, polls }
}

/** The polls from the first one the open port took (every earlier one was refused). */
const sincePortOpened = (server: Server) =>
  server.polls.slice(server.polls.findIndex(({ error }) => error !== 'ECONNREFUSED'))

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

type LogLine = Record<string, any>
const jsonLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))

let smtp: MailSink
let app: Server
let metricsPort: number

const scrape = async (headers: Record<string, string> = {}, base = app.base) => {
  const response = await fetch(`${base}/metrics`, { headers })
  return { response, text: await response.text() }
}
const authorised = { authorization: `Bearer ${metricsToken}` }

const gql = (query: string, variables: Record<string, unknown>, requestId?: string) =>
  fetch(`${app.base}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })

beforeAll(async () => {
  runPreScript('start')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  smtp = await startSmtpServer(0, { refuse: true })
  metricsPort = await freePort()
  app = await startServer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    METRICS_TOKEN: metricsToken,
    METRICS_PORT: String(metricsPort),
    JOB_BACKOFF_MS: '100',
    MAIL_JOB_ATTEMPTS: '3',
    RATE_LIMIT_MULTIPLIER: '1',
  })
}, 960_000)

afterAll(async () => {
  await stop(app)
  await smtp?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('/metrics is never public', () => {
  it('answers 401 without or with a wrong token, on the site port and the metrics port', async () => {
    for (const base of [app.base, `http://127.0.0.1:${metricsPort}`]) {
      for (const headers of <Record<string, string>[]>[
        {},
        { authorization: 'Bearer wrong-token-0123456789abcdef' },
        { authorization: `Basic ${Buffer.from(`x:${metricsToken}`).toString('base64')}` },
        { authorization: metricsToken },
      ]) {
        const { response, text } = await scrape(headers, base)
        expect(response.status).toBe(401)
        expect(text).not.toMatch(/unbound_|process_|nodejs_/)
      }
    }
    const other = await fetch(`http://127.0.0.1:${metricsPort}/`, { headers: authorised })
    expect(other.status).toBe(404)
  })

  it('with the token: Prometheus text on both ports', async () => {
    for (const base of [app.base, `http://127.0.0.1:${metricsPort}`]) {
      const { response, text } = await scrape(authorised, base)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(text).toContain('# TYPE unbound_http_requests_total counter')
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter')
      expect(text).toContain('# TYPE unbound_provisioning_outcomes_total counter')
    }
  })
})

describe('metrics move with traffic', () => {
  it('counts requests by route group, the page cache, refusals, lock-outs, mails and jobs', async () => {
    const before = (await scrape(authorised)).text

    // Pages, files, health: requests by route group (never a path) and the page cache.
    // The demo home page (or the not-found page until it is rendered): a site page either way.
    const page = await fetch(`${app.base}/de`)
    expect(page.status).toBeLessThan(500)
    const asset = /\/_next\/static\/[^"']+\.js/.exec(await page.text())?.[0]
    expect(asset).toBeTruthy()
    expect((await fetch(`${app.base}${asset}`)).status).toBe(200)
    expect((await fetch(`${app.base}/de`)).status).toBe(page.status)
    expect((await fetch(`${app.base}/api/health`)).status).toBe(200)

    // Six wrong passwords for one account: five refusals (401), then the lock-out (429).
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await gql(
        'mutation($e: String!, $p: String!) { logInCustomer(email: $e, password: $p) }',
        { e: customerEmail, p: 'not-the-password-123' },
        `refused-login-${attempt}-0000`,
      )
      const body = await response.json()
      statuses.push(body.errors?.[0]?.extensions?.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])

    // A sign-up queues the verification e-mail; the mail server refuses it, the job retries.
    const signUp = await gql(
      'mutation($e: String!, $p: String!) { signUpCustomer(email: $e, password: $p, locale: "en") }',
      { e: customerEmail, p: customerPassword },
    )
    expect((await signUp.json()).data).toEqual({ signUpCustomer: true })

    let after = ''
    await expect
      .poll(
        async () => {
          after = (await scrape(authorised)).text
          // The first attempt and its retry have both failed.
          return sample(after, 'unbound_job_failures_total', { task: 'sendAccountEmail' })
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(2)

    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels)
    expect(
      moved('unbound_http_requests_total', { group: 'site', status: String(page.status) }),
    ).toBe(2)
    expect(moved('unbound_http_requests_total', { group: 'next', status: '200' })).toBe(1)
    expect(moved('unbound_http_requests_total', { group: 'health', status: '200' })).toBe(1)
    expect(moved('unbound_http_requests_total', { group: 'graphql', method: 'POST' })).toBe(7)
    expect(moved('unbound_http_request_duration_seconds_count', { group: 'site' })).toBe(2)
    // Both pages and the health check were looked up (files are served before the page cache).
    expect(moved('unbound_page_cache_requests_total')).toBe(3)
    expect(moved('unbound_rate_limit_refusals_total', { limit: 'login-account:customers' })).toBe(1)
    expect(moved('unbound_login_lockouts_total', { scope: 'customers' })).toBe(1)
    expect(moved('unbound_mail_failed_total', { transport: 'smtp' })).toBeGreaterThanOrEqual(2)
    expect(moved('unbound_mail_sent_total')).toBe(0)
    expect(moved('unbound_job_runs_total', { task: 'sendAccountEmail' })).toBeGreaterThanOrEqual(2)
    expect(
      moved('unbound_job_failures_total', { task: 'sendAccountEmail' }),
    ).toBeGreaterThanOrEqual(2)
    // Read from the database at scrape time: a series per task, the failing e-mail still queued
    // until its last attempt.
    expect(after).toMatch(/^unbound_job_queue_depth\{task="sendAccountEmail"\} \d+$/m)
    expect(after).toMatch(/^unbound_job_queue_oldest_age_seconds\{task="provisionInstance"\} /m)
    // No path, address or e-mail ever becomes a label.
    expect(after).not.toMatch(/_next\/static|customers\.test|127\.0\.0\.1/)
    expect(smtp.messages).toHaveLength(0)
  })
})

describe('request ids and logs', () => {
  it('every response carries a request id; a sane incoming one is kept', async () => {
    const kept = await fetch(`${app.base}/de`, { headers: { 'x-request-id': 'edge-0123456789' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-0123456789')
    const replaced = await fetch(`${app.base}/de`, {
      headers: { 'x-request-id': 'not a sane id <script>' },
    })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    for (const response of [
      await fetch(`${app.base}/api/health`),
      await fetch(`${app.base}/en/control`, { redirect: 'manual' }),
      await fetch(`${app.base}/does-not-exist-anywhere`),
      (await scrape()).response,
    ])
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const a = await fetch(`${app.base}/de`)
    const b = await fetch(`${app.base}/de`)
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'))
  })

  it('writes JSON access lines; refusals at info or warn without stack; no secret or e-mail', async () => {
    const id = 'log-check-0123456789'
    const refused = await gql(
      'mutation($e: String!, $p: String!) { logInCustomer(email: $e, password: $p) }',
      { e: 'someone.else@customers.test', p: 'another-wrong-password' },
      id,
    )
    expect(refused.headers.get('x-request-id')).toBe(id)
    let lines: LogLine[] = []
    await expect
      .poll(() => {
        lines = jsonLines(app.output())
        return lines.some((line) => line.requestId === id && line.msg === 'request')
      })
      .toBe(true)

    const access = lines.find((line) => line.requestId === id && line.msg === 'request')!
    expect(access).toMatchObject({ level: 'info', method: 'POST', group: 'graphql', status: 200 })
    expect(typeof access.durationMs).toBe('number')
    expect(typeof access.time).toBe('string')

    const refusal = lines.find((line) => line.requestId === id && line.msg === 'Request refused')
    expect(refusal).toMatchObject({ level: 'info', refusal: { status: 401 } })
    expect(refusal!.err).toBeUndefined()
    const lockout = lines.find(
      (line) => line.requestId === 'refused-login-5-0000' && line.msg === 'Request refused',
    )
    expect(lockout).toMatchObject({ level: 'warn', refusal: { status: 429 } })
    // No refused call wrote an error line.
    const refusedIds = new Set([id, ...[0, 1, 2, 3, 4, 5].map((n) => `refused-login-${n}-0000`)])
    expect(
      lines.filter((line) => refusedIds.has(line.requestId) && line.level === 'error'),
    ).toEqual([])
    // The failing e-mail is a real error: logged at error, with its stack.
    expect(
      lines.some((line) => line.level === 'error' && /\n\s+at /.test(line.err?.stack ?? '')),
    ).toBe(true)

    const output = app.output()
    for (const secret of [
      customerEmail,
      'someone.else@customers.test',
      customerPassword,
      'not-the-password-123',
      'another-wrong-password',
      metricsToken,
      adminPassword,
    ])
      expect(output).not.toContain(secret)
  })
})

describe('no visitor writes a log line of its own', () => {
  // Between newlines: without the logger in between, it would be a line of its own.
  const forged = '{"level":"fatal","msg":"forged by a visitor"}'
  const image = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`

  it('what Next and Payload print about a request is one JSON line of the logger', async () => {
    const requests: [string, string][] = [
      // Payload logs the name of a file it does not find; Next's image optimizer the URL it
      // was given, and the status its fetch got.
      ['forge-media-file-0001', `/api/media/file/${encodeURIComponent(`x\n${forged}\n.png`)}`],
      ['forge-image-media-0001', image(`/api/media/file/x\n${forged}\n.png`)],
      ['forge-image-page-0001', image(`/nothing\n${forged}\n.png`)],
    ]
    for (const [id, path] of requests) {
      const response = await fetch(`${app.base}${path}`, { headers: { 'x-request-id': id } })
      await response.arrayBuffer()
      expect(response.status).toBeGreaterThanOrEqual(400)
    }
    await expect
      .poll(() => app.output().match(/image response failed for/g)?.length ?? 0)
      .toBeGreaterThanOrEqual(2)

    // Everything after the start-up lines (which end with the Ready banner) is the logger's.
    const output = app.output()
    const served = output.slice(output.indexOf('\n\n', output.indexOf('• Ready on')) + 2)
    const lines = served.split('\n').filter((line) => line !== '')
    for (const line of lines) {
      expect(() => JSON.parse(line), line).not.toThrow()
      expect(JSON.parse(line), line).toMatchObject({ name: 'unbound', level: expect.any(String) })
    }
    expect(lines.filter((line) => JSON.parse(line).level === 'fatal')).toEqual([])
    expect(lines.filter((line) => line.includes(forged))).toEqual([])

    // The visitor's text is in the line of its request, escaped.
    const imageLine = (id: string) =>
      jsonLines(served).find(
        (line) => line.requestId === id && /image response failed for/.test(line.msg),
      )
    for (const id of ['forge-image-media-0001', 'forge-image-page-0001'])
      expect(imageLine(id)?.msg).toContain(`\n${forged}\n`)
    // An image the visitor named that does not exist (404) is the visitor's mistake, not an error.
    expect(imageLine('forge-image-page-0001')?.level).toBe('info')
  })
})

describe('npm run worker', () => {
  it('serves its own metrics on WORKER_METRICS_PORT, behind the token', async () => {
    const [workerNode, ...workerArgs] = npmScriptCommand('worker')
    runPreScript('worker')
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    let output = ''
    const worker = spawn(workerNode, workerArgs, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        JOBS_AUTORUN: '',
        DATABASE_URI: `file:${path.join(dataDir, 'app.db')}`,
        MEDIA_DIR: path.join(dataDir, 'media'),
        PAYLOAD_SECRET: 'observability-secret-0123456789abcdef',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_SECURE: 'false',
        METRICS_TOKEN: metricsToken,
        WORKER_METRICS_PORT: String(port),
      },
    })
    worker.stdout!.on('data', (chunk) => (output += chunk))
    worker.stderr!.on('data', (chunk) => (output += chunk))
    try {
      let text = ''
      await expect
        .poll(
          async () => {
            if (worker.exitCode !== null) throw new Error(`The worker exited:\n${output}`)
            const scraped = await scrape(authorised, base).catch(() => null)
            text = scraped?.text ?? ''
            return /^unbound_job_queue_depth\{task="sendAccountEmail"\} \d+$/m.test(text)
          },
          { timeout: 180_000, interval: 1000 },
        )
        .toBe(true)
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge')
      expect((await scrape({}, base)).response.status).toBe(401)
      expect(output).not.toContain(metricsToken)
    } finally {
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      worker.kill('SIGTERM')
      await exited
    }
  })
})

describe('the port, open before the app has loaded', () => {
  it('stays open, answering 503 with Retry-After while the first start migrates and seeds, then 200', () => {
    const sinceOpen = sincePortOpened(app)
    expect(sinceOpen.filter(({ error }) => error === 'ECONNREFUSED')).toEqual([])
    const answered = sinceOpen.filter(({ status }) => status !== 0)
    expect(answered[0]).toEqual({ status: 503, retryAfter: '5' })
    expect(answered.at(-1)!.status).toBe(200)
  })
})

describe('without METRICS_TOKEN and METRICS_PORT', () => {
  it('/metrics answers 404, with or without a token', async () => {
    const plain = await startServer({ RUN_JOBS: 'false' })
    try {
      // On a current database and build, a request waits for the app instead of being refused.
      expect(sincePortOpened(plain).map(({ status }) => status)).toEqual([200])
      for (const headers of <Record<string, string>[]>[{}, authorised]) {
        const { response, text } = await scrape(headers, plain.base)
        expect(response.status).toBe(404)
        expect(text).not.toMatch(/unbound_/)
      }
    } finally {
      await stop(plain)
    }
  })
})
