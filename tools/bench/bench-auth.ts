/**
 * npm run bench:auth: boots Payload in this process on a fresh SQLite file (with the committed
 * migrations, as the integration tests do) and times sign-up, log-in, forgot-password and e-mail
 * verification through the GraphQL route handler with real Request objects, for a known and an
 * unknown address, interleaved. Prints JSON with the median of each and their difference
 * (must stay within 10 %), and writes it to bench-results/auth.json.
 * Options (env): BENCH_AUTH_RUNS per case (60, at least 30; four times as many for the two
 * operations without password hashing), BENCH_AUTH_ONLY=<operation> to time one.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { root } from '@/config/paths'
import { runOrExplain } from '@/config/startupError'

const maxDifferencePercent = 10

const dataDir = path.join(root, 'data/bench-auth')
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATABASE_URI: `file:${path.join(dataDir, 'auth.db')}`,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-auth-secret-0123456789abcdef0123',
  PAYLOAD_PUSH_SCHEMA: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  JOBS_AUTORUN: 'false',
  RATE_LIMIT_MULTIPLIER: '1000000',
  MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  SITE_URL: 'http://bench.test',
})
delete process.env.SMTP_HOST

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const round = (value: number) => Number(value.toFixed(1))

runOrExplain(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const runs = Math.max(30, Number(process.env.BENCH_AUTH_RUNS || 60))

  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
  const { migrations } = await import('@/migrations/sqlite')
  const payload = await getPayload({ config })
  type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  const graphql = GRAPHQL_POST(config)

  const password = 'bench-known-password'
  await payload.create({
    collection: 'customers',
    data: { email: 'known@bench.test', password, _verified: true, locale: 'en' } as never,
    overrideAccess: true,
  })
  const pending = await payload.create({
    collection: 'customers',
    data: { email: 'pending@bench.test', password, locale: 'en' } as never,
    overrideAccess: true,
  })
  /**
   * Before each verification, known or unknown (untimed, so both follow the same write): a new
   * link of the known account, issued 8 days ago.
   */
  const expiredToken = async () => {
    const token = randomBytes(20).toString('hex')
    const issuedAt = new Date(Date.now() - 8 * 86_400_000).toISOString()
    await payload.db.updateOne({
      collection: 'customers',
      id: pending.id,
      data: { _verificationToken: token, verificationIssuedAt: issuedAt },
    })
    return token
  }

  let request = 0
  async function timed(query: string, variables: Record<string, unknown>) {
    request += 1
    const started = performance.now()
    const response = await graphql(
      new Request('http://bench.test/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.18.${Math.floor(request / 250) % 250}.${request % 250}`,
        },
        body: JSON.stringify({ query, variables }),
      }),
    )
    const text = await response.text()
    return { ms: performance.now() - started, answer: `${response.status} ${text}` }
  }

  const cases = {
    signUp: {
      hashes: true,
      query: `mutation($email: String!, $password: String!) { signUpCustomer(email: $email, password: $password, locale: "en") }`,
      known: () => ({ email: 'known@bench.test', password: 'a-long-password-1' }),
      unknown: (run: number) => ({
        email: `new-${run}-${randomBytes(3).toString('hex')}@bench.test`,
        password: 'a-long-password-1',
      }),
    },
    logIn: {
      hashes: true,
      query: `mutation($email: String!, $password: String!) { logInCustomer(email: $email, password: $password) }`,
      known: () => ({ email: 'known@bench.test', password: 'a-wrong-password-1' }),
      unknown: (run: number) => ({
        email: `nobody-${run}@bench.test`,
        password: 'a-wrong-password-1',
      }),
    },
    forgotPassword: {
      query: `mutation($email: String!) { requestPasswordReset(email: $email, locale: "en") }`,
      known: () => ({ email: 'known@bench.test' }),
      unknown: (run: number) => ({ email: `nobody-${run}@bench.test` }),
    },
    verification: {
      query: `mutation($token: String) { verifyEmailCustomer(token: $token) }`,
      known: async () => ({ token: await expiredToken() }),
      unknown: async () => {
        await expiredToken()
        return { token: randomBytes(20).toString('hex') }
      },
    },
  }

  const operations: Record<string, unknown> = {}
  let allWithin = true
  for (const [name, spec] of Object.entries(cases).filter(
    ([name]) => !process.env.BENCH_AUTH_ONLY || process.env.BENCH_AUTH_ONLY === name,
  )) {
    const known: number[] = []
    const unknown: number[] = []
    const answers = { known: new Set<string>(), unknown: new Set<string>() }
    // The operations without password hashing take a few milliseconds: more runs steady their medians.
    const caseRuns = 'hashes' in spec ? runs : runs * 4
    for (let run = -3; run < caseRuns; run++) {
      // Interleaved, with the order alternating, so drift on a shared machine hits both alike.
      const order = run % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)
      for (const kind of order) {
        const variables = await (kind === 'known' ? spec.known() : spec.unknown(run + 3))
        const result = await timed(spec.query, variables)
        if (run < 0) continue
        ;(kind === 'known' ? known : unknown).push(result.ms)
        answers[kind].add(result.answer)
      }
    }
    const knownMedian = median(known)
    const unknownMedian = median(unknown)
    const differencePercent =
      (Math.abs(knownMedian - unknownMedian) / Math.min(knownMedian, unknownMedian)) * 100
    const within = differencePercent <= maxDifferencePercent
    allWithin &&= within
    operations[name] = {
      runs: caseRuns,
      knownMedianMs: round(knownMedian),
      unknownMedianMs: round(unknownMedian),
      differencePercent: round(differencePercent),
      withinLimit: within,
      sameAnswer:
        answers.known.size === 1 &&
        answers.unknown.size === 1 &&
        [...answers.known][0] === [...answers.unknown][0],
    }
  }
  await payload.destroy()

  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    maxDifferencePercent,
    withinLimit: allWithin,
    operations,
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  writeFileSync(path.join(root, 'bench-results/auth.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(JSON.stringify(report, null, 2))
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(allWithin ? 0 : 1)
})
