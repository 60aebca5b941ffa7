import type { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'

const base = 'http://127.0.0.1:3000'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type Handlers = Record<Method, ReturnType<typeof REST_GET>> & {
  GRAPHQL: ReturnType<typeof GRAPHQL_POST>
}

/**
 * Payload's REST and GraphQL route handlers (the ones Next serves at /api), loaded on first use:
 * the config must be imported after startPayload() chose the database.
 */
let handlers: Promise<Handlers> | undefined
const loadHandlers = async (): Promise<Handlers> => {
  const [{ default: config }, routes] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  return {
    GET: routes.REST_GET(config),
    POST: routes.REST_POST(config),
    PATCH: routes.REST_PATCH(config),
    DELETE: routes.REST_DELETE(config),
    GRAPHQL: routes.GRAPHQL_POST(config),
  }
}

export type RouteAnswer = { status: number; text: string; headers: Headers }

/**
 * Sends `request` through the route handler Next would serve it with: /api/graphql to GraphQL,
 * any other /api/… path to REST (its segments as the route's `slug`).
 */
export async function sendToApi(request: Request): Promise<RouteAnswer> {
  const routes = await (handlers ??= loadHandlers())
  const path = new URL(request.url).pathname.replace(/^\/api\//, '')
  const response =
    path === 'graphql'
      ? await routes.GRAPHQL(request)
      : await routes[request.method as Method](request, {
          params: Promise.resolve({ slug: path.split('/').filter(Boolean) }),
        })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/** An answer's body as JSON; a body that is not JSON as its text, an empty one as null. */
export function jsonOrText(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Sends a real HTTP request through Payload's REST route handlers (the same ones Next serves at /api). */
export async function rest(
  method: Method,
  path: string,
  {
    token,
    body,
    raw,
    headers = {},
  }: {
    token?: string
    body?: unknown
    /** A body sent as it is (e.g. a file), instead of `body` as JSON. */
    raw?: string
    headers?: Record<string, string>
  } = {},
): Promise<{ status: number; json: any; text: string }> {
  const request = new Request(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const { status, text } = await sendToApi(request)
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status, json, text }
}

/** POSTs { operationName, variables, query } to the GraphQL route handler served at /api/graphql. */
export async function graphql(
  query: string,
  {
    variables,
    token,
    operationName,
    headers = {},
  }: {
    variables?: Record<string, unknown>
    token?: string
    operationName?: string
    headers?: Record<string, string>
  } = {},
): Promise<{ status: number; json: any; text: string }> {
  const request = new Request(`${base}/api/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ operationName, variables, query }),
  })
  const { status, text } = await sendToApi(request)
  return { status, json: JSON.parse(text), text }
}
