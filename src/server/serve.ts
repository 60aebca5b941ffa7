import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { root } from '@/config/paths'
import { appLogger } from '@/observability/logger'
import { prepareClientAddress, type ProxyTrust } from '@/security/clientAddress'

import { observeRequest } from './accessLog'
import { connectionDrain } from './connectionDrain'
import { edgeHeaders } from './edgeHeaders'
import { isMetricsPath, metricsHandler } from './metricsEndpoint'
import { distDir } from './nextBuild'
import { pageCache } from './pageCache'
import { staticAssetHandler } from './staticAssets'
import { unknownPathLanguage } from './unknownPaths'

/** How long a stop waits for requests in flight before it closes the connections still open. */
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
  onListening,
}: {
  port: number
  host?: string
  trust: ProxyTrust
  /** 0: no page cache in front of Next (pageCache.ts). */
  pageCacheTtlMs: number
  /** METRICS_TOKEN: /metrics on this port answers with it only (404 without one). */
  metricsToken: string | null
  /** Called as the server starts listening, before it reads a request. */
  onListening?: () => void
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
  // The port opens at once, as `next start`'s does: requests that arrive while Next loads its
  // build wait for it.
  const prepared = app.prepare().then(() => app.getRequestHandler())
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
    prepared
      .then((handle) => handle(req, res))
      .catch((error: unknown) => {
        appLogger().error({ err: error }, 'Request failed')
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })

  // Before the app's listener: the drain counts each request first, and marks late answers.
  const drain = connectionDrain(server, shutdownGraceMs)
  server.on('request', (req, res) => {
    prepareClientAddress(req, trust)
    edgeHeaders(req, res)
    observeRequest(req, res, () => {
      if (isMetricsPath(req.url)) return void metricsPage(req, res)
      assets(req, res, () => (pages ? pages(req, res, () => toNext(req, res)) : toNext(req, res)))
    })
  })
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host }, () => {
      server.off('error', reject)
      onListening?.()
      resolve()
    })
  })
  await Promise.all([listening, prepared])

  let closing: Promise<void> | undefined
  const close = () => (closing ??= drain().then(() => app.close()))
  return { server, close }
}
