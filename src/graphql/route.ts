import { setTimeout as sleep } from 'node:timers/promises'

import {
  Kind,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql'
import { APIError } from 'payload'

import { env } from '@/config/env'
import { appLogger } from '@/observability/logger'
import { metrics } from '@/observability/metrics'
import { clientAddress } from '@/security/clientAddress'
import { rateLimit } from '@/security/rateLimit'

import { newBudget, withBudget } from './budget'
import { expandedFieldCount } from './limits'

/** The rate limit's window: GRAPHQL_RATE_LIMIT points per client address per minute. */
const windowMs = 60_000

type Handler = (request: Request) => Promise<Response>

/** Tokens a query may have: its text is parsed before anything else (graphql's own parser). */
const maxTokens = 100_000

/** A refusal as GraphQL answers errors, never cached. */
export const errorAnswer = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response =>
  Response.json(
    { errors: [{ message, extensions: { statusCode: status } }] },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )

/** An expected refusal: one line at info (429: warn), as the logger writes Payload's refusals. */
export function logRefusal(status: number, message: string, name?: string) {
  // A production build may shorten class names: one letter names nothing.
  const line = { refusal: { status, name: name && name.length > 1 ? name : undefined, message } }
  if (status === 429) appLogger().warn(line, 'Request refused')
  else appLogger().info(line, 'Request refused')
}

const tooMany = (retryAfterMs: number) => {
  logRefusal(429, 'tooManyRequests')
  return errorAnswer(429, 'tooManyRequests', {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  })
}

/**
 * Why a JSON request's query is refused before Payload validates it: it does not parse (within
 * maxTokens), or it has more fields than the budget with its fragments expanded. Null to go on
 * (not JSON, no query: Payload answers those).
 */
type Inspected = { refused: string | null; mutation: boolean }

/**
 * Reads the request's query once: refused when it has more fields (fragments expanded) than
 * GRAPHQL_MAX_COST, and whether the operation it runs is a mutation.
 */
async function inspectQuery(request: Request): Promise<Inspected> {
  const none: Inspected = { refused: null, mutation: false }
  if (request.headers.get('content-type')?.split(';')[0]?.trim() !== 'application/json') return none
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return none
  }
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown }
  if (typeof query !== 'string') return none
  let document: DocumentNode
  let fields: number
  try {
    document = parse(query, { maxTokens })
    fields = expandedFieldCount(document)
  } catch (error) {
    return { refused: (error as Error).message, mutation: false }
  }
  const maximum = env().GRAPHQL_MAX_COST
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  )
  const operation =
    typeof operationName === 'string'
      ? operations.find((candidate) => candidate.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined
  return {
    refused:
      fields > maximum
        ? `The query has ${fields} fields with its fragments expanded, more than the ${maximum} its cost may reach: ask for fewer fields or split it.`
        : null,
    mutation: operation?.operation === OperationTypeNode.MUTATION,
  }
}

/** Charges `weight` points to the client's GraphQL limit (in this process if Redis is down). */
async function charge(key: string, weight: number) {
  const result = await rateLimit({
    key,
    limit: env().GRAPHQL_RATE_LIMIT,
    windowMs,
    weight,
    whenUnavailable: 'memory',
  })
  if (!result.ok) metrics().rateLimitRefusals.inc({ limit: 'graphql' })
  return result
}

/**
 * /api/graphql around Payload's handler. Per client address, each request counts one point and
 * its query's cost more against GRAPHQL_RATE_LIMIT a minute (429 with Retry-After once used up;
 * the cost is charged after validation, before any field runs). A query with more fields than
 * GRAPHQL_MAX_COST (fragments expanded) is refused with 400 before Payload validates it, one
 * costing more after validation (src/graphql/limits.ts), before it runs; a query (not a mutation)
 * still running after GRAPHQL_TIME_LIMIT_MS is answered 503 and its remaining fields are not run. A body Payload
 * refuses (malformed JSON) is a 400 logged at info, not a 500.
 */
export function limitedGraphQL(handler: Handler): Handler {
  return async (request) => {
    const key = `graphql:${clientAddress(request.headers)}`
    const first = await charge(key, 1)
    if (!first.ok) return tooMany(first.retryAfterMs)
    const { refused, mutation } = await inspectQuery(request)
    if (refused) {
      logRefusal(400, refused)
      return errorAnswer(400, refused)
    }

    const budget = newBudget(async (cost) => {
      if (cost < 1) return
      const result = await charge(key, cost)
      if (result.ok) return
      // No field runs; the answer is this refusal alone.
      budget.refusal = { status: 429, retryAfterMs: result.retryAfterMs }
      budget.stopped = true
    })
    const handled = withBudget(budget, () => handler(request))
    const limitMs = env().GRAPHQL_TIME_LIMIT_MS
    const watch = new AbortController()
    const started = performance.now()
    try {
      // A mutation's write may be done when the time is up: answering 503 then would make its
      // client send it again. Its cost and rate limits still apply.
      const answer = mutation
        ? await handled
        : await Promise.race([handled, sleep(limitMs, 'timeUp' as const, { signal: watch.signal })])
      if (answer === 'timeUp') {
        budget.stopped = true
        handled.catch(() => undefined)
        appLogger().warn(
          { durationMs: Math.round(performance.now() - started), limitMs },
          'GraphQL request stopped at its time limit',
        )
        return errorAnswer(
          503,
          `The query ran longer than ${limitMs / 1000} s and was stopped: ask for fewer documents or fields.`,
        )
      }
      if (budget.refusal?.status === 429) return tooMany(budget.refusal.retryAfterMs ?? windowMs)
      if (budget.refusal) {
        logRefusal(budget.refusal.status, `query over the cost budget (${budget.cost})`)
        return new Response(answer.body, { status: budget.refusal.status, headers: answer.headers })
      }
      return answer
    } catch (error) {
      if (!(error instanceof APIError) || error.status >= 500) throw error
      logRefusal(error.status, error.message, error.name)
      return errorAnswer(error.status, error.message)
    } finally {
      watch.abort()
    }
  }
}
