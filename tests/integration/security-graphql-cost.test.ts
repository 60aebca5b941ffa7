import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Writable } from 'node:stream'

import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { env } from '@/config/env'
import { newBudget, withBudget } from '@/graphql/budget'
import { graphQLValidationRules } from '@/graphql/limits'
import { buildLogger } from '@/observability/logger'
import { prepareClientAddress, proxyTrustFromEnv } from '@/security/clientAddress'
import { resetRateLimits } from '@/security/rateLimit'

import { startSeededPayload, type TestPayload } from '../helpers/payload'

/**
 * GraphQL's cost, rate and time limits, attacked over real HTTP: the app's /api/graphql and
 * /api/health route handlers behind node:http in this process (Next's place), with the production
 * server's client-address preparation trusting one proxy, so each client here names its address
 * in X-Forwarded-For. The demo content is seeded; the process's log lines are kept.
 */
const root = path.resolve(import.meta.dirname, '../..')
const loggerKey = Symbol.for('unbound.logger')

type LogLine = { level: string; msg?: string; refusal?: { status: number }; err?: unknown }
const logLines: LogLine[] = []

let ctx: TestPayload
let server: http.Server
let base: string
const errorsOutput = vi.fn()

/** Serves the route handlers as Next would: an exception is logged with its stack and answers 500. */
async function serveRoutes() {
  const [{ POST: graphqlPost }, { GET: health }] = await Promise.all([
    import('@/app/(payload)/api/graphql/route'),
    import('@/app/(payload)/api/health/route'),
  ])
  const trust = proxyTrustFromEnv({ TRUSTED_PROXY_HOPS: '1' })
  server = http.createServer(async (req, res) => {
    prepareClientAddress(req, trust)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    let response: Response
    try {
      response =
        req.url === '/api/health'
          ? health()
          : await graphqlPost(
              new Request(`${base}${req.url}`, {
                method: req.method,
                headers,
                body: Buffer.concat(chunks),
              }),
            )
    } catch (error) {
      errorsOutput(error)
      response = new Response('Internal Server Error', { status: 500 })
    }
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** POSTs `body` to /api/graphql as the client at `address`. */
async function post(address: string, body: string) {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body,
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: JSON.parse(text), text }
}

const query = (address: string, source: string) => post(address, JSON.stringify({ query: source }))

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`

const collections = ['Posts', 'Pages', 'CaseStudies', 'TeamMembers', 'Testimonials', 'JobOpenings']
/** The reported attack: ~390 aliases, each a collection list at limit 100. */
const attack = `{ ${Array.from(
  { length: 390 },
  (_, index) => `a${index}: ${collections[index % collections.length]}(limit: 100) { docs { id } }`,
).join(' ')} }`

/** A list of 100 pages costs 1 + 100 × (docs, id, title) = 301: as many as the budget allows. */
const heavyCount = () => Math.floor(env().GRAPHQL_MAX_COST / 301)
const heavy = () => aliases(heavyCount(), 'Pages(limit: 100) { docs { id title } }')

/** A value of `type` for a variable: the browser's operations need theirs to be weighed. */
function sample(type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return null
  const inner = getNullableType(type)
  if (isListType(inner)) return [sample(inner.ofType)]
  if (isEnumType(inner)) return inner.getValues()[0]!.value
  if (isInputObjectType(inner))
    return Object.fromEntries(
      Object.values(inner.getFields()).map((field) => [field.name, sample(field.type)]),
    )
  return { Int: 1, Float: 1, Boolean: true }[inner.name] ?? '1'
}

const variablesOf = (schema: GraphQLSchema, operation: OperationDefinitionNode) =>
  Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      sample(typeFromAST(schema, definition.type as never) as GraphQLInputType),
    ]),
  )

let schemaOfPayload: GraphQLSchema | undefined
/** Payload's GraphQL schema, as the route serves it. */
async function payloadSchema(): Promise<GraphQLSchema> {
  const { configToSchema } = await import('@payloadcms/graphql')
  const { default: config } = await import('@payload-config')
  return (schemaOfPayload ??= configToSchema(await config).schema)
}

/** The validation errors of `document` under the project's rules, and the cost they gave it. */
function weigh(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>) {
  const budget = newBudget(async () => undefined)
  const errors = withBudget(budget, () =>
    validate(schema, document, graphQLValidationRules({ schema, variableValues: variables })),
  )
  return { errors, cost: budget.cost }
}

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  ;(globalThis as Record<symbol, unknown>)[loggerKey] = buildLogger(sink)
  ctx = await startSeededPayload()
  await serveRoutes()
  // The run's seeded template may still be in the making: a minute or two on PostgreSQL beside
  // the other suites.
}, 300_000)

afterEach(() => {
  for (const name of ['GRAPHQL_MAX_COST', 'GRAPHQL_RATE_LIMIT', 'GRAPHQL_TIME_LIMIT_MS'])
    delete process.env[name]
  vi.restoreAllMocks()
  resetRateLimits()
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await ctx?.stop()
})

describe('GraphQL cost', () => {
  it('refuses the 390-alias attack with 400 before reading anything', async () => {
    const reads = vi.spyOn(ctx.payload.db, 'find')
    const answer = await query('198.51.100.1', attack)
    expect(answer.status).toBe(400)
    expect(answer.json.data).toBeUndefined()
    expect(answer.json.errors[0].message).toMatch(
      /^The query costs \d+, more than the 5000 allowed: ask for fewer documents/,
    )
    expect(answer.json.errors[0].extensions).toMatchObject({
      code: 'QUERY_TOO_COSTLY',
      maximumCost: 5000,
    })
    expect(answer.json.errors[0].extensions.cost).toBe(390 * (1 + 100 * 2))
    expect(reads).not.toHaveBeenCalled()
  })

  it('refuses more fields than the budget, fragments expanded, before validating: a fragment bomb', async () => {
    // 22 lines of fragments, each spreading the one before twice: 4 million fields once expanded.
    // The validation rules expand each spread again (~11 s of a blocked process for these 1.5 KB).
    let bomb = 'query { Posts { docs { ...F22 } } } fragment F0 on Post { id }'
    for (let level = 1; level <= 22; level++)
      bomb += ` fragment F${level} on Post { ...F${level - 1} ...F${level - 1} }`
    const answer = await query('198.51.100.3', bomb)
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toBe(
      'The query has 4194306 fields with its fragments expanded, more than the 5000 its cost may reach: ask for fewer fields or split it.',
    )
    const wide = await query('198.51.100.3', `{ ${'Posts { totalDocs } '.repeat(2600)}}`)
    expect(wide.status).toBe(400)
    expect(wide.json.errors[0].message).toMatch(/^The query has 5200 fields/)
  })

  it('weighs a list by its limit, the default page or the largest page for "all"', async () => {
    const schema = await payloadSchema()
    const costOf = (source: string) => weigh(schema, parse(source)).cost
    expect(costOf('{ Posts(limit: 50) { docs { id title } } }')).toBe(1 + 50 * 3)
    expect(costOf('{ Posts { docs { id title } } }')).toBe(1 + 10 * 3)
    expect(costOf('{ Posts(limit: 0) { docs { id } } }')).toBe(1 + 100 * 2)
    expect(costOf('{ Posts(pagination: false) { docs { id } } }')).toBe(1 + 100 * 2)
    // A list inside each document multiplies again; a JSON value weighs 10.
    expect(costOf('{ Posts(limit: 20) { docs { content categories { id } } } }')).toBe(
      1 + 20 * (1 + 10 + (1 + 5 * 1)),
    )
    expect(costOf('{ a: Posts { docs { id } } b: Posts { docs { id } } }')).toBe(2 * (1 + 10 * 2))
  })

  it('keeps every browser operation of the repository far under the budget', async () => {
    const schema = await payloadSchema()
    const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => path.basename(file) === 'documents.graphql',
    )
    expect(files.length).toBeGreaterThan(5)
    const fragments = files
      .map((file) => readFileSync(path.join(root, 'src', file), 'utf8'))
      .join('\n')
    const document = parse(fragments)
    for (const operation of document.definitions) {
      if (operation.kind !== 'OperationDefinition') continue
      // The operation alone, with every fragment (those it does not use are reported, and ignored).
      const single = {
        ...document,
        definitions: document.definitions.filter(
          (definition) => definition === operation || definition.kind !== 'OperationDefinition',
        ),
      }
      const { errors, cost } = weigh(schema, single, variablesOf(schema, operation))
      const refused = errors.filter((error) => !/Fragment ".+" is never used/.test(error.message))
      expect(refused, operation.name?.value).toEqual([])
      expect(cost, operation.name?.value).toBeLessThan(env().GRAPHQL_MAX_COST / 10)
    }
  })
})

describe('GraphQL time', () => {
  it('a heavy query within the budget does not hold the server: /api/health answers before it ends', async () => {
    expect(heavyCount()).toBeGreaterThanOrEqual(10)
    let firstRead: () => void
    const reading = new Promise<void>((resolve) => (firstRead = resolve))
    const find = ctx.payload.db.find.bind(ctx.payload.db)
    vi.spyOn(ctx.payload.db, 'find').mockImplementation((args) => {
      firstRead()
      return find(args)
    })
    let heavyDone = false
    const heavyAnswer = query('198.51.100.10', heavy()).finally(() => (heavyDone = true))
    await reading

    const health = await fetch(`${base}/api/health`, {
      headers: { 'X-Forwarded-For': '198.51.100.11' },
    })
    expect(health.status).toBe(200)
    expect(heavyDone).toBe(false)

    const answer = await heavyAnswer
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.json.data)).toHaveLength(heavyCount())
  })

  it('answers 503 once GRAPHQL_TIME_LIMIT_MS is over and starts no further list', async () => {
    process.env.GRAPHQL_TIME_LIMIT_MS = '300'
    const reads = vi.spyOn(ctx.payload.db, 'find')
    const answer = await query('198.51.100.20', heavy())
    expect(answer.status).toBe(503)
    expect(answer.json.data).toBeUndefined()
    expect(answer.json.errors[0].message).toBe(
      'The query ran longer than 0.3 s and was stopped: ask for fewer documents or fields.',
    )
    const readsWhenAnswered = reads.mock.calls.length
    expect(readsWhenAnswered).toBeLessThan(heavyCount())
    // The lists not started by then never run.
    await query('198.51.100.21', '{ Posts(limit: 1) { docs { id } } }')
    expect(reads.mock.calls.length).toBeLessThanOrEqual(readsWhenAnswered + 2)
  })

  it('lets a mutation finish past the limit: its write may be done, a 503 would have it sent again', async () => {
    process.env.GRAPHQL_TIME_LIMIT_MS = '1'
    const mutation = 'mutation { requestPasswordReset(email: "nobody@cost.test", locale: "en") }'
    const answer = await query('198.51.100.22', mutation)
    expect(answer.status).toBe(200)
    expect(answer.json.data).toEqual({ requestPasswordReset: true })
    // A query as slow is still stopped.
    expect((await query('198.51.100.23', heavy())).status).toBe(503)
  })
})

describe('GraphQL rate limit', () => {
  it('refuses a client past its points with 429 and Retry-After while another is served', async () => {
    process.env.GRAPHQL_RATE_LIMIT = '100'
    // Each request counts 1 + its cost, 1 + 5 × 2 = 11: 12 points, 8 of them fit in 100.
    const small = '{ Posts(limit: 5) { docs { id } } }'
    const statuses: number[] = []
    let refused: Awaited<ReturnType<typeof query>> | undefined
    for (let i = 0; i < 12 && !refused; i++) {
      const answer = await query('203.0.113.7', small)
      statuses.push(answer.status)
      if (answer.status === 429) refused = answer
    }
    expect(statuses).toEqual([...Array<number>(8).fill(200), 429])
    expect(refused!.json.errors[0]).toMatchObject({
      message: 'tooManyRequests',
      extensions: { statusCode: 429 },
    })
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(refused!.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await query('203.0.113.7', small)).status).toBe(429)

    const other = await query('203.0.113.8', small)
    expect(other.status).toBe(200)
    expect(other.json.data.Posts.docs.length).toBeGreaterThan(0)
  })

  it('charges a query its cost before it runs: one costing more than is left is refused', async () => {
    process.env.GRAPHQL_RATE_LIMIT = '100'
    const reads = vi.spyOn(ctx.payload.db, 'find')
    expect((await query('203.0.113.9', '{ Posts(limit: 40) { docs { id } } }')).status).toBe(200)
    const readsBefore = reads.mock.calls.length
    const linesBefore = logLines.length
    const refused = await query(
      '203.0.113.9',
      '{ a: Posts(limit: 20) { docs { id } } b: Posts(limit: 20) { docs { id } } }',
    )
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({
      errors: [{ message: 'tooManyRequests', extensions: { statusCode: 429 } }],
    })
    expect(reads.mock.calls.length).toBe(readsBefore)
    // One line for the refusal, not one per field it held back.
    const lines = logLines.slice(linesBefore)
    expect(lines.filter((line) => line.msg === 'Request refused')).toEqual([
      expect.objectContaining({ level: 'warn', refusal: expect.objectContaining({ status: 429 }) }),
    ])
  })
})

describe('GraphQL request body', () => {
  it('answers malformed JSON with 400, logged at info without a stack', async () => {
    const linesBefore = logLines.length
    const answer = await post('198.51.100.30', '{"query": ')
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toBe('Invalid JSON')
    expect(errorsOutput).not.toHaveBeenCalled()
    const lines = logLines.slice(linesBefore)
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'Request refused',
        refusal: expect.objectContaining({ status: 400 }),
      }),
    )
    expect(lines.filter((line) => ['error', 'fatal'].includes(line.level))).toEqual([])
    expect(lines.filter((line) => line.err)).toEqual([])
  })
})
