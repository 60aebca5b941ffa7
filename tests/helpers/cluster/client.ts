import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

let nextAddress = 0
/**
 * A loopback address of its own for each call (127.0.<n>.<m>, never 127.0.0.1, which is the
 * proxy's): the web servers trust only the proxy, so rate limits count each simulated visitor
 * apart, as they would count real ones.
 */
export function visitorAddress(): string {
  nextAddress += 1
  return `127.0.${2 + Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`
}

/** One HTTP request from `from` (a loopback address), without following redirects. */
export function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from = '127.0.0.2',
    timeoutMs = 60_000,
  }: {
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    from?: string
    timeoutMs?: number
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: body ? { 'content-length': String(Buffer.byteLength(body)), ...headers } : headers,
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${method} ${url} timed out`)))
    request.on('error', reject)
    request.end(body)
  })
}

export type GraphqlAnswer<T> = {
  status: number
  data?: T
  errors?: { message: string; extensions?: { statusCode?: number } }[]
  headers: http.IncomingHttpHeaders
}

export async function graphql<T = Record<string, any>>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  { from, headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<GraphqlAnswer<T>> {
  const answer = await send(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    from,
  })
  let parsed: { data?: T; errors?: GraphqlAnswer<T>['errors'] } = {}
  try {
    parsed = JSON.parse(answer.text)
  } catch {
    // an HTML error page of the proxy: status tells
  }
  return { status: answer.status, headers: answer.headers, ...parsed }
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export const cookieHeader = (headers: http.IncomingHttpHeaders) =>
  (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ')

/**
 * Polls `check` every `everyMs` until it returns true (a throw counts as false); the time limit is
 * what the requirement allows.
 */
export async function within(
  ms: number,
  what: string,
  check: () => Promise<boolean>,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`)
    await sleep(everyMs)
  }
}
