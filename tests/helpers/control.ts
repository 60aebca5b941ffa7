import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { signatureHeader, timestampHeader, verifySignature } from '@/security/signature'

import { jsonOrText, sendToApi, type RouteAnswer } from './http'
import { startPayload, type TestPayload } from './payload'

/**
 * Helpers of the control-area integration tests: Payload on a fresh database, and real HTTP
 * requests to Payload's REST and GraphQL handlers (the same ones the app's route files export),
 * carrying `Authorization: JWT <token>` or the auth cookie.
 */
export const controlEnv = {
  RATE_LIMIT_MULTIPLIER: '1000',
  PROVISION_DELAY_MS: '0',
  PROVISION_RETRIES: '2',
  PROVISION_RETRY_DELAY_MS: '50',
  PROVISIONER: 'simulated',
  SITE_URL: 'http://control.test',
}

export type Auth = { token?: string; cookie?: string; headers?: Record<string, string> }

let booted = false

export async function bootControl(env: Record<string, string> = {}): Promise<TestPayload> {
  const started = await startPayload({ ...controlEnv, ...env })
  booted = true
  return started
}

function headersFor(auth: Auth | undefined, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    'x-forwarded-for': '203.0.113.10',
    ...extra,
    ...(auth?.headers ?? {}),
  })
  if (auth?.token) headers.set('Authorization', `JWT ${auth.token}`)
  if (auth?.cookie) headers.set('Cookie', auth.cookie)
  return headers
}

export type ApiResult = { status: number; body: any; text: string; headers: Headers }

const answered = ({ status, text, headers }: RouteAnswer): ApiResult => ({
  status,
  body: jsonOrText(text),
  text,
  headers,
})

/** A REST request: `rest('GET', '/customers/1', auth)` → /api/customers/1. */
export async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  auth?: Auth,
  body?: unknown,
): Promise<ApiResult> {
  if (!booted) throw new Error('bootControl() first')
  const request = new Request(`http://control.test/api${path}`, {
    method,
    headers: headersFor(auth, body === undefined ? {} : { 'Content-Type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return answered(await sendToApi(request))
}

/** A raw POST with exact body and headers (webhook callbacks). */
export async function rawPost(
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<ApiResult> {
  if (!booted) throw new Error('bootControl() first')
  const request = new Request(`http://control.test/api${path}`, {
    method: 'POST',
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
    body,
  })
  return answered(await sendToApi(request))
}

export async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  auth?: Auth,
): Promise<ApiResult> {
  if (!booted) throw new Error('bootControl() first')
  const request = new Request('http://control.test/api/graphql', {
    method: 'POST',
    headers: headersFor(auth, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ query, variables }),
  })
  const answer = await sendToApi(request)
  return { ...answer, body: JSON.parse(answer.text) }
}

export const password = 'correct-horse-battery'

/** A verified customer and a token for it. */
export async function customer(
  payload: Payload,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password, _verified: true, locale: 'en', ...extra } as never,
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password } })
  return { doc, token: token!, auth: { token: token! } as Auth }
}

export async function staff(payload: Payload, email = 'staff@unbound.test') {
  const doc = await payload.create({
    collection: 'users',
    data: { email, password, role: 'admin' } as never,
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { doc, token: token!, auth: { token: token! } as Auth }
}

export const validXpub =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8'

export const launchMutation = `mutation Launch($input: LaunchEngineInput!) {
  launchEngineInstance(input: $input) { id instanceId shopName status subdomain smtpPasswordSet defaultSender tasks { step state } services { service state } }
}`

/** Runs queued jobs until none is left or `until` holds (backoff waits included). */
export async function runJobsUntil(
  payload: Payload,
  until: () => Promise<boolean>,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    await payload.jobs.run({ limit: 10 })
    if (await until()) return
    await sleep(60)
  }
  throw new Error('jobs did not reach the expected state in time')
}

type WebhookRequest = { headers: IncomingHttpHeaders; body: string; answered: number }

/**
 * A hosting back end for the webhook driver, for the describe block that calls it: its
 * beforeAll starts an HTTP server on 127.0.0.1 (answering 202, or what `answerWith` sets) and
 * switches the driver to it with `secret`; its afterAll switches back to the simulated driver.
 */
export function webhookReceiver(secret: string) {
  let server: Server
  let status = 202
  const received: WebhookRequest[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push({ headers: request.headers, body, answered: status })
        response.statusCode = status
        response.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.PROVISIONER = 'webhook'
    process.env.HOSTING_WEBHOOK_SECRET = secret
    process.env.HOSTING_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  })

  afterAll(async () => {
    process.env.PROVISIONER = 'simulated'
    await new Promise((resolve) => server.close(resolve))
  })

  return {
    received,
    answerWith: (next: number) => {
      status = next
    },
    /** The requests about one instance (other instances' jobs may post in between). */
    requestsFor: (instanceId: string, event: string) =>
      received.filter((entry) => {
        const body = JSON.parse(entry.body)
        return body.event === event && body.instance?.instanceId === instanceId
      }),
    signedBy: (request: WebhookRequest) =>
      verifySignature(
        request.body,
        {
          timestamp: String(request.headers[timestampHeader]),
          signature: String(request.headers[signatureHeader]),
        },
        secret,
      ),
    /** A callback body from the back end. */
    callback: (instanceId: string, id: string, sequence: number, extra: object = {}) =>
      JSON.stringify({ id, sequence, instanceId, ...extra }),
  }
}
