import type { ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { spawnApp } from '../helpers/e2e/server'
import { freshSeededDatabase } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * Traces of the production server, started as `npm start` starts it with
 * OTEL_EXPORTER_OTLP_ENDPOINT naming an OTLP receiver in this file (JSON protocol, so the test
 * reads what the SDK sends): a page request, GraphQL operations, the database calls and queued
 * jobs they lead to, and the trace context the provisioning webhook carries to a fake hosting
 * back end. Then the same server without the variable: nothing of OpenTelemetry's SDK is loaded.
 * On TEST_DATABASE_URI's PostgreSQL server the trace shows the SQL statements too.
 */
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.join(root, `tests/.tmp/tracing-${process.pid}`)
const probe = path.join(root, 'tests/helpers/loaded-modules.mjs')
const postgres = Boolean(process.env.TEST_DATABASE_URI)

type Span = {
  traceId: string
  spanId: string
  parentSpanId: string
  name: string
  scope: string
  attributes: Record<string, unknown>
}

type Receiver = { url: string; spans: Span[]; close: () => Promise<void> }

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => server.close(() => resolve()))

type OtlpValue = Record<string, unknown>
const valueOf = (value: OtlpValue) => Object.values(value)[0]

/** An OTLP/HTTP receiver: POST /v1/traces with the JSON protocol, every span kept. */
async function otlpReceiver(): Promise<Receiver> {
  const spans: Span[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        for (const resource of JSON.parse(body).resourceSpans ?? [])
          for (const scoped of resource.scopeSpans ?? [])
            for (const span of scoped.spans ?? [])
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? '',
                name: span.name,
                scope: scoped.scope?.name ?? '',
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map((a: { key: string; value: OtlpValue }) => [
                    a.key,
                    valueOf(a.value),
                  ]),
                ),
              })
      }
      response.setHeader('content-type', 'application/json')
      response.end('{}')
    })
  })
  const url = await listen(server)
  return { url, spans, close: () => closeServer(server) }
}

type Hook = { headers: IncomingHttpHeaders; body: Record<string, any> }

/** The hosting back end: answers 202 to every signed webhook request and keeps it. */
async function hostingBackEnd() {
  const received: Hook[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) })
      response.statusCode = 202
      response.end()
    })
  })
  const url = `${await listen(server)}/hook`
  return { url, received, close: () => closeServer(server) }
}

type App = { child: ChildProcess; base: string; output: () => string; exited: Promise<void> }

async function freePort(): Promise<number> {
  const probe = createServer()
  const url = await listen(probe)
  await closeServer(probe)
  return Number(new URL(url).port)
}

async function startApp(env: Record<string, string>): Promise<App> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawnApp(
    {
      ...process.env,
      // The integration set-up turns the job runner off for in-process tests: this server runs it.
      JOBS_AUTORUN: '',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: base,
      MEDIA_DIR: path.join(dataDir, 'media'),
      PAYLOAD_SECRET: 'tracing-secret-0123456789abcdef01234',
      ADMIN_PASSWORD: 'tracing-admin-password',
      RATE_LIMIT_MULTIPLIER: '1000',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: `--import ${probe}`,
      ...env,
    },
    'pipe',
  )
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // Start-up migrates, seeds and, when its build is stale, builds the app: minutes on a busy machine.
  const deadline = Date.now() + 900_000
  while (
    (await fetch(`${base}/api/ready`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`)
    if (Date.now() > deadline) throw new Error(`The server did not get ready:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { child, base, output: () => output, exited }
}

async function stopApp(app: App | undefined) {
  if (!app || app.child.exitCode !== null) return
  process.kill(-app.child.pid!, 'SIGTERM')
  await app.exited
}

/** What the probe (tests/helpers/loaded-modules.mjs) wrote when the server exited. */
const loadedModules = (file: string): { sdk: string[]; tracerProvider: boolean } =>
  JSON.parse(readFileSync(file, 'utf8'))

let receiver: Receiver
let smtp: MailSink
let backEnd: Awaited<ReturnType<typeof hostingBackEnd>>
let database: Awaited<ReturnType<typeof freshSeededDatabase>>
let app: App | undefined
const tracedProbe = path.join(dataDir, 'traced-modules.json')

const gql = (query: string, variables: Record<string, unknown>, headers = {}) =>
  fetch(`${app!.base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app!.base, ...headers },
    body: JSON.stringify({ query, variables }),
  })

/** The spans of one trace, once `ready` holds for them (the SDK exports in batches). */
async function traceWhere(
  find: (spans: Span[]) => Span | undefined,
  ready: (trace: Span[]) => boolean = () => true,
): Promise<Span[]> {
  let trace: Span[] = []
  await expect
    .poll(
      () => {
        const found = find(receiver.spans)
        trace = found ? receiver.spans.filter((span) => span.traceId === found.traceId) : []
        return trace.length > 0 && ready(trace)
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true)
  return trace
}

const isRequest = (target: string, method: string) => (span: Span) =>
  span.attributes['next.span_type'] === 'BaseServer.handleRequest' &&
  span.attributes['http.target'] === target &&
  span.attributes['http.method'] === method

const operationSpan = (name: string) => (spans: Span[]) =>
  spans.find((span) => span.scope === 'unbound' && span.name === name)

/**
 * Whether the trace's root has arrived: a job the request queued may end, and be exported, before
 * the request's own span does.
 */
const hasRoot = (trace: Span[]) => trace.some((span) => span.parentSpanId === '')

/** The trace has one root, the request's span: one trace per request. */
function expectOneRequest(trace: Span[]) {
  const roots = trace.filter((span) => span.parentSpanId === '')
  expect(roots.map((span) => span.attributes['next.span_type'])).toEqual([
    'BaseServer.handleRequest',
  ])
  return roots[0]!
}

/** Whether every ancestor of `span` is in `trace`, up to a span without a parent. */
const reachesRoot = (trace: Span[], span: Span): boolean => {
  for (let at: Span | undefined = span; at;) {
    if (!at.parentSpanId) return true
    at = trace.find((other) => other.spanId === at!.parentSpanId)
  }
  return false
}

const isDescendant = (trace: Span[], span: Span, ancestor: Span): boolean => {
  for (let at: Span | undefined = span; at;) {
    if (at.parentSpanId === ancestor.spanId) return true
    at = trace.find((other) => other.spanId === at!.parentSpanId)
  }
  return false
}

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  receiver = await otlpReceiver()
  smtp = await startSmtpServer(0)
  backEnd = await hostingBackEnd()
  database = await freshSeededDatabase(path.join(dataDir, 'media'))
  app = await startApp({
    DATABASE_URI: database.uri,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    LOADED_MODULES_FILE: tracedProbe,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'no-reply@unbound.example',
    PROVISIONER: 'webhook',
    HOSTING_WEBHOOK_URL: backEnd.url,
    HOSTING_WEBHOOK_SECRET: 'tracing-webhook-secret',
    PROVISION_DELAY_MS: '0',
  })
}, 960_000)

afterAll(async () => {
  await stopApp(app)
  await Promise.all([receiver?.close(), smtp?.stop(), backEnd?.close()])
  await database?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

const email = 'traced.customer@customers.test'
const password = 'correct-horse-battery-staple-9'

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('a page request is one trace, named after its route', async () => {
    expect((await fetch(`${app!.base}/en`)).status).toBe(200)
    const trace = await traceWhere((spans) => spans.find(isRequest('/en', 'GET')))
    expect(expectOneRequest(trace).name).toBe('GET /[locale]')
    expect(receiver.spans.filter(isRequest('/en', 'GET')).length).toBe(1)
  })

  it('a GraphQL operation: its span, its database calls and the job it queued, run in the same trace', async () => {
    const signUp = await gql(
      'mutation SignUpCustomer($e: String!, $p: String!) { signUpCustomer(email: $e, password: $p, locale: "en") }',
      { e: email, p: password },
    )
    expect(await signUp.json()).toEqual({ data: { signUpCustomer: true } })

    // Spans arrive as they end: wait for the job's run and for every ancestor of the statements.
    const trace = await traceWhere(
      operationSpan('mutation SignUpCustomer'),
      (spans) =>
        spans.some((span) => span.name === 'run sendAccountEmail') &&
        hasRoot(spans) &&
        spans.every(
          (span) => span.scope !== '@opentelemetry/instrumentation-pg' || reachesRoot(spans, span),
        ),
    )
    const request = expectOneRequest(trace)
    expect(request.name).toBe('POST /api/graphql')
    const operation = trace.find((span) => span.name === 'mutation SignUpCustomer')!
    expect(operation.attributes).toMatchObject({
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'SignUpCustomer',
    })

    const created = trace.find((span) => span.name === 'create customers')!
    expect(created.attributes).toMatchObject({
      'db.system.name': postgres ? 'postgresql' : 'sqlite',
      'db.operation.name': 'create',
      'db.collection.name': 'customers',
    })
    expect(isDescendant(trace, created, operation)).toBe(true)
    if (postgres) {
      // The SQL statements themselves, all in the request (one of its reads may come before the
      // operation's span starts) and the customer's insert inside Payload's create call.
      const statements = trace.filter((span) => span.scope === '@opentelemetry/instrumentation-pg')
      expect(statements.length).toBeGreaterThan(0)
      expect(statements.every((statement) => isDescendant(trace, statement, request))).toBe(true)
      expect(statements.some((statement) => isDescendant(trace, statement, created))).toBe(true)
    }

    const queued = trace.find((span) => span.name === 'queue sendAccountEmail')!
    expect(queued.attributes['job.task']).toBe('sendAccountEmail')
    expect(isDescendant(trace, queued, operation)).toBe(true)
    // The job ran later, in the job runner, as a child of the span that queued it.
    const run = trace.find((span) => span.name === 'run sendAccountEmail')!
    expect(run.parentSpanId).toBe(queued.spanId)
    expect(trace.some((span) => span.parentSpanId === run.spanId)).toBe(true)
  })

  it('the provisioning webhook carries the trace context of the launch', async () => {
    const mail = await smtp.waitFor((entry) => Boolean(entry.text?.includes('verify?token=')))
    const token = /verify\?token=([A-Za-z0-9_-]+)/.exec(mail.text!)![1]
    const verified = await gql('mutation($t: String!) { verifyEmailCustomer(token: $t) }', {
      t: token,
    })
    expect((await verified.json()).data).toEqual({ verifyEmailCustomer: true })
    const logIn = await gql(
      'mutation($e: String!, $p: String!) { logInCustomer(email: $e, password: $p) }',
      {
        e: email,
        p: password,
      },
    )
    expect((await logIn.json()).data).toEqual({ logInCustomer: true })
    const cookie = logIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const organisation = await gql(
      'mutation { createMyOrganisation(name: "Traced AG") { id } }',
      {},
      { cookie },
    )
    const organisationId = (await organisation.json()).data.createMyOrganisation.id
    const launched = await gql(
      'mutation LaunchEngine($input: LaunchEngineInput!) { launchEngineInstance(input: $input) { instanceId } }',
      {
        input: {
          organisation: organisationId,
          shopName: 'Traced Shop',
          recipientEmail: 'orders@traced.test',
        },
      },
      { cookie },
    )
    const { instanceId } = (await launched.json()).data.launchEngineInstance

    await expect.poll(() => backEnd.received.length, { timeout: 60_000 }).toBeGreaterThan(0)
    const hook = backEnd.received[0]!
    expect(hook.body).toMatchObject({ event: 'instance.provision', instance: { instanceId } })
    const traceparent = String(hook.headers.traceparent)
    const [, traceId, parentId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(traceparent) ?? []
    expect(traceId, traceparent).toBeDefined()

    // The trace id is the launching request's: the webhook was sent by the job the launch queued.
    const trace = await traceWhere(
      operationSpan('mutation LaunchEngine'),
      (spans) => spans.some((span) => span.spanId === parentId) && hasRoot(spans),
    )
    expect(traceId).toBe(trace[0]!.traceId)
    expect(expectOneRequest(trace).name).toBe('POST /api/graphql')
    expect(trace.find((span) => span.spanId === parentId)!.name).toBe('run provisionInstance')
  })
})

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads nothing of OpenTelemetry’s SDK, registers no tracer and sends nothing', async () => {
    await stopApp(app)
    // The traced server loaded the SDK: the probe sees it.
    expect(loadedModules(tracedProbe)).toMatchObject({ tracerProvider: true })
    expect(loadedModules(tracedProbe).sdk.length).toBeGreaterThan(0)

    const untracedProbe = path.join(dataDir, 'untraced-modules.json')
    const exported = receiver.spans.length
    app = await startApp({
      DATABASE_URI: database.uri,
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      LOADED_MODULES_FILE: untracedProbe,
    })
    expect((await fetch(`${app.base}/en`)).status).toBe(200)
    const signUp = await gql(
      'mutation SignUpCustomer($e: String!, $p: String!) { signUpCustomer(email: $e, password: $p, locale: "en") }',
      { e: 'untraced@customers.test', p: password },
    )
    expect(await signUp.json()).toEqual({ data: { signUpCustomer: true } })
    await stopApp(app)

    expect(loadedModules(untracedProbe)).toEqual({ sdk: [], tracerProvider: false })
    expect(receiver.spans.length).toBe(exported)
  })
})
