/**
 * Load check of the contact form: sends `total` contact submissions through the submitForm GraphQL
 * mutation from `concurrency` clients, then counts the stored submissions of this run with the
 * staff log-in. Accepted must equal stored. Like the browser, each submission first fetches a form
 * start token (issueFormStart); all tokens are fetched up front, then the run waits out the minimum
 * fill time (FORM_MIN_FILL_MS, as set for the server) once, so no submission counts as spam.
 */
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

export type FormsLoadOptions = {
  base: string
  total: number
  concurrency: number
  admin: { email: string; password: string }
}

const ISSUE_START = `mutation IssueFormStart($locale: String) { issueFormStart(locale: $locale) { token } }`

const SUBMIT = `mutation Submit($form: String!, $locale: String, $data: [FormFieldValueInput!]!, $startToken: String) {
  submitForm(form: $form, locale: $locale, data: $data, startToken: $startToken) { ok id fieldErrors { field message } }
}`

const minimumFillMs = () => Number(process.env.FORM_MIN_FILL_MS ?? 2000)

export async function runFormsLoad({ base, total, concurrency, admin }: FormsLoadOptions) {
  const run = randomUUID().slice(0, 8)

  async function graphql<T>(query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json().catch(() => ({}))) as {
      data?: T
      errors?: { message: string; extensions?: { statusCode?: number } }[]
    }
    return { status: response.status, body }
  }

  async function contactFormId(): Promise<string> {
    const { body } = await graphql<{ Forms: { docs: { id: number; purpose: string }[] } }>(
      `
        query {
          Forms(limit: 50) {
            docs {
              id
              purpose
            }
          }
        }
      `,
      {},
    )
    const form = body.data?.Forms.docs.find((doc) => doc.purpose === 'contact')
    if (!form) throw new Error(`No contact form found at ${base} (is the app running and seeded?)`)
    return String(form.id)
  }

  async function storedCount(): Promise<number> {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const { token } = (await login.json()) as { token?: string }
    if (!token)
      throw new Error(`Staff log-in failed (${login.status}): set ADMIN_EMAIL and ADMIN_PASSWORD`)
    const query = new URLSearchParams({
      'where[email][contains]': `@bench-${run}.example`,
      limit: '1',
      depth: '0',
    })
    const response = await fetch(`${base}/api/form-submissions?${query}`, {
      headers: { authorization: `JWT ${token}` },
    })
    const body = (await response.json()) as { totalDocs?: number }
    return body.totalDocs ?? -1
  }

  async function startTokens(): Promise<string[]> {
    const tokens: string[] = []
    let index = 0
    async function fetcher() {
      while (index < total) {
        index += 1
        const { status, body } = await graphql<{ issueFormStart: { token: string } }>(ISSUE_START, {
          locale: 'en',
        })
        const token = body.data?.issueFormStart.token
        if (!token)
          throw new Error(
            `issueFormStart failed (${status}): ${JSON.stringify(body.errors ?? body)}`,
          )
        tokens.push(token)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, fetcher))
    return tokens
  }

  const form = await contactFormId()
  const tokens = await startTokens()
  await sleep(minimumFillMs() + 250)
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
          startToken: tokens[index],
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
          if (body.errors?.some((error) => error.extensions?.statusCode === 429) || status === 429)
            rateLimited += 1
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
  const percentile = (p: number) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0,
    )
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
    latencyMs: {
      p50: percentile(50),
      p95: percentile(95),
      p99: percentile(99),
      max: Math.round(latencies.at(-1) ?? 0),
    },
  }
  return result
}
