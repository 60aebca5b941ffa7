import { getOperationAST, parse } from 'graphql'

import { inSpan, tracingApi } from '@/observability/tracing'

type Handler = (request: Request) => Promise<Response>

/** The most tokens read to name the operation (the route's own limit refuses larger queries). */
const maxTokens = 100_000

/**
 * The operation a JSON request asks for, as OpenTelemetry's GraphQL conventions name its span:
 * `mutation SignUpCustomer`, `query` for an anonymous one, `GraphQL Operation` for a body it
 * cannot read.
 */
async function operationOf(request: Request) {
  try {
    const body = (await request.clone().json()) as { query?: unknown; operationName?: unknown }
    if (typeof body?.query !== 'string') return undefined
    const name = typeof body.operationName === 'string' ? body.operationName : undefined
    const operation = getOperationAST(parse(body.query, { maxTokens }), name)
    if (!operation) return undefined
    return { type: operation.operation, name: operation.name?.value }
  } catch {
    return undefined
  }
}

/**
 * /api/graphql with a span named after the operation around each request when tracing is on
 * (src/observability/tracing.ts); its resolvers' database calls and queued jobs are its children.
 * With tracing off the request goes straight to `handler`.
 */
export function tracedGraphQL(handler: Handler): Handler {
  return async (request) => {
    if (!tracingApi()?.trace.getActiveSpan()) return handler(request)
    const operation = await operationOf(request)
    const name = operation
      ? [operation.type, operation.name].filter(Boolean).join(' ')
      : 'GraphQL Operation'
    const attributes = operation
      ? {
          'graphql.operation.type': operation.type,
          ...(operation.name ? { 'graphql.operation.name': operation.name } : {}),
        }
      : {}
    return inSpan({ name, attributes }, () => handler(request))
  }
}
