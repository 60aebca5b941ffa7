import { createHash, timingSafeEqual } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import { StartupError } from '@/config/startupError'
import { appLogger } from '@/observability/logger'
import { metrics } from '@/observability/metrics'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1]
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token))
}

function answer(res: ServerResponse, status: number, headers: http.OutgoingHttpHeaders = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(`${http.STATUS_CODES[status]}\n`)
}

/**
 * Answers GET /metrics in Prometheus' text format. `open`: false answers 404 as if there were no
 * such path (no token configured on the site's port); with a token, a request without the right
 * Bearer token gets 401 and nothing else.
 */
export function metricsHandler({ open, token }: { open: boolean; token: string | null }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!open) return answer(res, 404)
    if (token && !bearerMatches(req.headers.authorization, token))
      return answer(res, 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' })
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return answer(res, 405, { Allow: 'GET, HEAD' })
    const { registry } = metrics()
    let body: string
    try {
      body = await registry.metrics()
    } catch (error) {
      appLogger().error({ err: error }, 'Collecting metrics failed')
      return answer(res, 500)
    }
    res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

export const isMetricsPath = (url: string | undefined) =>
  (url ?? '').split('?', 1)[0] === '/metrics'

/** A port of its own for /metrics (METRICS_PORT, WORKER_METRICS_PORT); anything else is 404. */
export async function serveMetrics({
  port,
  host,
  token,
}: {
  port: number
  host: string
  token: string | null
}): Promise<{ close: () => Promise<void> }> {
  const handle = metricsHandler({ open: true, token })
  const server = http.createServer((req, res) => {
    if (!isMetricsPath(req.url)) return answer(res, 404)
    void handle(req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`Metrics port ${port} is already in use: choose another.`)
          : error,
      ),
    )
    server.listen({ port, host }, () => resolve())
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
