import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { root } from '@/config/paths'
import { appLogger } from '@/observability/logger'
import { prepareClientAddress, type ProxyTrust } from '@/security/clientAddress'

import { observeRequest } from './accessLog'
import { edgeHeaders } from './edgeHeaders'
import { isMetricsPath, metricsHandler } from './metricsEndpoint'
import { distDir } from './nextBuild'
import { pageCache } from './pageCache'
import { staticAssetHandler } from './staticAssets'
import { unknownPathLanguage } from './unknownPaths'

/** How long a stop waits for requests in flight before it closes the remaining connections. */
export const shutdownGraceMs = 25_000

export type AppServer = { server: http.Server; close: () => Promise<void> }

/**
 * Serves the production build with Next's programmatic API behind node:http, in this process.
 * Every request first gets its client address from the socket (and the trusted proxies).
 */
export async function serveProductionApp({
  port,
  host,
  trust,
  pageCacheTtlMs,
  metricsToken,
}: {
  port: number
  host?: string
  trust: ProxyTrust
  /** 0: no page cache in front of Next (pageCache.ts). */
  pageCacheTtlMs: number
  /** METRICS_TOKEN: /metrics on this port answers with it only (404 without one). */
  metricsToken: string | null
}): Promise<AppServer> {
  const server = http.createServer()
  // A client or proxy that keeps a connection open reuses it for its next request. Node closes an
  // idle one after 5 s, and a request sent as it closes is reset (ECONNRESET, a 502 behind a
  // proxy); a minute outlasts the idle time of common clients and load balancers (60 s).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const app = next({
    dev: false,
    dir: root,
    hostname: host ?? 'localhost',
    port,
    httpServer: server,
  })
  await app.prepare()
  const handle = app.getRequestHandler()
  const assets = staticAssetHandler(path.join(distDir(), 'static'))
  const pages =
    pageCacheTtlMs > 0
      ? pageCache({
          ttlMs: pageCacheTtlMs,
          maxBytes: 32 << 20,
          maxEntries: 1000,
          unknownPathLanguage: unknownPathLanguage(distDir()),
        })
      : null
  const metricsPage = metricsHandler({ open: metricsToken !== null, token: metricsToken })
  const toNext = (req: http.IncomingMessage, res: http.ServerResponse) =>
    handle(req, res).catch((error: unknown) => {
      appLogger().error({ err: error }, 'Request failed')
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })

  const drain = connectionDrain(server)
  server.on('request', (req, res) => {
    drain.track(res)
    prepareClientAddress(req, trust)
    observeRequest(req, res, () => {
      if (isMetricsPath(req.url)) return void metricsPage(req, res)
    edgeHeaders(req, res)
      assets(req, res, () => (pages ? pages(req, res, () => toNext(req, res)) : toNext(req, res)))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host }, () => {
      server.off('error', reject)
      resolve()
    })
  })

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      drain.start()
      const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs)
      force.unref()
      // One poll of the event loop first (between the two immediates): connections the kernel
      // has already accepted for this server are taken and answered, instead of being reset
      // with the listening socket.
      setImmediate(() =>
        setImmediate(() =>
          server.close(() => {
            clearTimeout(force)
            resolve()
          }),
        ),
      )
    }).then(() => app.close()))
  return { server, close }
}

/**
 * A stop that keeps no client waiting. Once `start` is called, every answer still to begin says
 * `Connection: close`, so its client (or proxy) neither reuses the connection nor races its close;
 * a connection whose answer had begun closes once that answer ends (when it is idle).
 */
function connectionDrain(server: http.Server) {
  let stopping = false
  const inFlight = new Set<http.ServerResponse>()
  return {
    track(res: http.ServerResponse) {
      if (stopping) return void res.setHeader('Connection', 'close')
      inFlight.add(res)
      res.once('close', () => {
        inFlight.delete(res)
        if (stopping) setImmediate(() => server.closeIdleConnections())
      })
    },
    start() {
      stopping = true
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    },
  }
}
