/**
 * npm run bench:forms — load check of the contact form against a running app.
 *
 * Sends BENCH_FORMS_TOTAL (default 500) contact submissions through the submitForm GraphQL
 * mutation from BENCH_FORMS_CONCURRENCY (default 20) concurrent clients, then counts the stored
 * submissions of this run (staff log-in: ADMIN_EMAIL / ADMIN_PASSWORD or data/.admin-password)
 * and prints JSON. Start the app with a raised limit, e.g. RATE_LIMIT_MULTIPLIER=1000 npm start.
 *
 *   BENCH_URL=http://127.0.0.1:3210 npm run bench:forms
 */
import { randomUUID } from 'node:crypto'

import { adminCredentials, prepareEnvironment } from './lib/env'

prepareEnvironment()
const base = (process.env.BENCH_URL || process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '')
const total = Number(process.env.BENCH_FORMS_TOTAL || 500)
const concurrency = Number(process.env.BENCH_FORMS_CONCURRENCY || 20)
const run = randomUUID().slice(0, 8)

const SUBMIT = `mutation Submit($form: String!, $locale: String, $data: [FormFieldValueInput!]!, $startedAt: Float) {
  submitForm(form: $form, locale: $locale, data: $data, startedAt: $startedAt) { ok id fieldErrors { field message } }
}`

async function graphql<T>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: { message: string; extensions?: { statusCode?: number } }[] }
  return { status: response.status, body }
}

async function contactFormId(): Promise<string> {
  const { body } = await graphql<{ Forms: { docs: { id: number; purpose: string }[] } }>(
    `query { Forms(limit: 50) { docs { id purpose } } }`,
    {},
  )
  const form = body.data?.Forms.docs.find((doc) => doc.purpose === 'contact')
  if (!form) throw new Error(`No contact form found at ${base} (is the app running and seeded?)`)
  return String(form.id)
}

async function storedCount(): Promise<number> {
  const { email, password } = adminCredentials()
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`Staff log-in failed (${login.status}): set ADMIN_EMAIL and ADMIN_PASSWORD`)
  const query = new URLSearchParams({ 'where[email][contains]': `@bench-${run}.example`, limit: '1', depth: '0' })
  const response = await fetch(`${base}/api/form-submissions?${query}`, { headers: { authorization: `JWT ${token}` } })
  const body = (await response.json()) as { totalDocs?: number }
  return body.totalDocs ?? -1
}

async function main() {
  const form = await contactFormId()
  let next = 0
  let accepted = 0
  let refused = 0
  let rateLimited = 0
  let failed = 0
  const latencies: number[] = []
  const started = Date.now()

  async function client(clientIndex: number) {
    while (next < total) {
      const index = next++
      const t0 = performance.now()
      try {
        const { status, body } = await graphql<{ submitForm: { ok: boolean } }>(SUBMIT, {
          form,
          locale: index % 2 ? 'en' : 'de-CH',
          startedAt: Date.now() - 10_000,
          data: [
            { field: 'name', value: `Bench ${clientIndex}-${index}` },
            { field: 'email', value: `load${index}@bench-${run}.example` },
            { field: 'phone', value: '+41 44 500 12 34' },
            { field: 'message', value: `Load check ${run}, message ${index}.` },
          ],
        })
        latencies.push(performance.now() - t0)
        if (body.data?.submitForm?.ok) accepted += 1
        else {
          refused += 1
          if (body.errors?.some((error) => error.extensions?.statusCode === 429) || status === 429) rateLimited += 1
        }
      } catch {
        failed += 1
        refused += 1
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)))
  const seconds = (Date.now() - started) / 1000
  const stored = await storedCount()
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0)
  const result = {
    url: base,
    run,
    sent: total,
    concurrency,
    accepted,
    refused,
    rateLimited,
    networkErrors: failed,
    stored,
    acceptedEqualsStored: accepted === stored,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Number((total / seconds).toFixed(1)),
    latencyMs: { p50: percentile(50), p95: percentile(95), p99: percentile(99), max: Math.round(latencies.at(-1) ?? 0) },
  }
  console.log(JSON.stringify(result, null, 2))
  if (accepted !== stored) process.exitCode = 1
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
