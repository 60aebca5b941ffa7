import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { root } from '@/config/paths'
import { appLogger } from '@/observability/logger'
import { prepareClientAddress, type ProxyTrust } from '@/security/clientAddress'

import { observeRequest } from './accessLog'
import { edgeHeaders } from './edgeHeaders'
import type { Listener } from './listener'
import { isMetricsPath, metricsHandler } from './metricsEndpoint'
import { distDir } from './nextBuild'
import { pageCache } from './pageCache'
import { staticAssetHandler } from './staticAssets'
import { unknownPathLanguage } from './unknownPaths'

export type AppServer = { close: () => Promise<void> }

/**
 * Serves the production build with Next's programmatic API on the listener's port (listener.ts),
 * in this process. Every request first gets its client address from the socket (and the trusted
 * proxies).
 */
export async function serveProductionApp({
  listener,
  port,
  host,
  trust,
  pageCacheTtlMs,
  metricsToken,
}: {
  listener: Listener
  port: number
  host?: string
  trust: ProxyTrust
  /** 0: no page cache in front of Next (pageCache.ts). */
  pageCacheTtlMs: number
  /** METRICS_TOKEN: /metrics on this port answers with it only (404 without one). */
  metricsToken: string | null
}): Promise<AppServer> {
  const { server, drain } = listener
  const app = next({
    dev: false,
    dir: root,
    hostname: host ?? 'localhost',
    port,
    httpServer: server,
  })
  // Requests that arrive while Next loads its build wait for it, as with `next start`.
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

  listener.serve((req, res) => {
    prepareClientAddress(req, trust)
    edgeHeaders(req, res)
    observeRequest(req, res, () => {
      if (isMetricsPath(req.url)) return void metricsPage(req, res)
      assets(req, res, () => (pages ? pages(req, res, () => toNext(req, res)) : toNext(req, res)))
    })
  })
  await prepared

  let closing: Promise<void> | undefined
  const close = () => (closing ??= drain().then(() => app.close()))
  return { close }
}
