import { AsyncLocalStorage } from 'node:async_hooks'
import { setImmediate as nextTurn } from 'node:timers/promises'

import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql'

/**
 * What one request to /api/graphql may spend, shared by the route (src/graphql/route.ts), the cost
 * rule (src/graphql/limits.ts) and the resolvers while the request runs.
 */
export type RequestBudget = {
  /** The query's cost, once the cost rule has weighed it. */
  cost?: number
  /** Charges the cost to the client's rate limit; when it is used up, sets `refusal` and `stopped`. */
  admit: (cost: number) => Promise<void>
  /** Set when the budget refused the request: the status the answer gets. */
  refusal?: { status: number; retryAfterMs?: number }
  /** Set when the request ran out of time or points: fields not yet started answer null. */
  stopped: boolean
  admitted?: Promise<void>
  /** The last root field started: root fields run one after another. */
  lane: Promise<unknown>
}

// One store for every copy of this module: Next bundles the route and Payload's config separately.
const storeKey = Symbol.for('unbound.graphql.budget')
const store = ((globalThis as { [storeKey]?: AsyncLocalStorage<RequestBudget> })[storeKey] ??=
  new AsyncLocalStorage<RequestBudget>())

export function newBudget(admit: RequestBudget['admit']): RequestBudget {
  return { admit, stopped: false, lane: Promise.resolve() }
}

/** Runs `handle` with `budget` as the budget of every resolver it reaches. */
export function withBudget<T>(budget: RequestBudget, handle: () => T): T {
  return store.run(budget, handle)
}

/** The budget of the request being served, if it came through the route. */
export const currentBudget = (): RequestBudget | undefined => store.getStore()

type Resolver = GraphQLFieldResolver<unknown, unknown>

/** Turns of the event loop before each root field: another request needs a few (accept, read, answer). */
const turnsBetweenRoots = 3

/**
 * A root field (a query or mutation, each alias one): it waits until the cost is charged, then
 * for the root field before it to finish and for the event loop to serve others a few turns, and
 * does not start once the time or the points are up. Payload's database calls on SQLite complete without giving the event
 * loop a turn, so several root fields started together would hold the process until all are done.
 */
function inLane(resolve: Resolver): Resolver {
  return (source, args, context, info) => {
    const budget = currentBudget()
    if (!budget) return resolve(source, args, context, info)
    budget.admitted ??= budget.admit(budget.cost ?? 0)
    const turn = budget.lane.then(async () => {
      await budget.admitted
      for (let served = 0; served < turnsBetweenRoots; served++) await nextTurn()
      return budget.stopped ? null : resolve(source, args, context, info)
    })
    budget.lane = turn.catch(() => undefined)
    return turn
  }
}

/** Any other field with a resolver: answers null once the time is up, so a stopped query ends quickly. */
function untilStopped(resolve: Resolver): Resolver {
  return (source, args, context, info) =>
    currentBudget()?.stopped ? null : resolve(source, args, context, info)
}

const guarded = Symbol.for('unbound.graphql.guarded')

/** Wraps the resolvers of `schema` once (Payload builds its schema once per process). */
export function guardResolvers(schema: GraphQLSchema): void {
  const marked = schema as GraphQLSchema & { [guarded]?: true }
  if (marked[guarded]) return
  marked[guarded] = true
  const roots = new Set([schema.getQueryType(), schema.getMutationType()])
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    const root = roots.has(type)
    for (const field of Object.values(type.getFields())) {
      if (!field.resolve) continue
      field.resolve = root ? inLane(field.resolve) : untilStopped(field.resolve)
    }
  }
}
