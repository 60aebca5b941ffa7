import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import config from '@payload-config'

const base = 'http://127.0.0.1:3000'

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}
const graphqlHandler = GRAPHQL_POST(config)

const slugOf = (path: string) => ({
  params: Promise.resolve({
    slug: path
      .replace(/^\/api\//, '')
      .split('?')[0]
      .split('/'),
  }),
})

/** Sends a real HTTP request through Payload's REST route handlers (the same ones Next serves at /api). */
export async function rest(
  method: keyof typeof handlers,
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
  const response = await handlers[method](request, slugOf(path))
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status: response.status, json, text }
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
  const response = await graphqlHandler(request)
  const text = await response.text()
  return { status: response.status, json: JSON.parse(text), text }
}
