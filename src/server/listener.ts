import http from 'node:http'

import { loadDotEnv } from '@/config/paths'
import { StartupError } from '@/config/startupError'

import { connectionDrain } from './connectionDrain'

/** How long a stop waits for requests in flight before it closes the connections still open. */
export const shutdownGraceMs = 25_000

export type Listener = {
  server: http.Server
  /** Stops taking connections; resolves once every request taken is answered (connectionDrain.ts). */
  drain: () => Promise<void>
  /** Until `serve`, requests are answered 503: the start migrates or builds, which takes long. */
  busy: () => void
  /** Hands every request to `handle` from now on, those held so far first. */
  serve: (handle: http.RequestListener) => void
}

function portError(error: NodeJS.ErrnoException, port: number, host?: string): StartupError {
  if (error.code === 'EADDRINUSE')
    return new StartupError(
      `Port ${port} is already in use: stop the other server or start with PORT=<another port>.`,
    )
  if (error.code === 'EACCES')
    return new StartupError(
      `Port ${port} needs privileges this user lacks: choose PORT=3000 or above.`,
    )
  return new StartupError(
    `Cannot listen on ${host ?? 'all interfaces'}:${port} (${error.code}): check HOSTNAME and PORT.`,
  )
}

function answerStarting(res: http.ServerResponse) {
  res.writeHead(503, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '5',
  })
  res.end(
    'Die Website startet gerade: bitte in ein paar Sekunden neu laden.\nThe website is starting: please reload in a few seconds.\n',
  )
}

/**
 * Listens on the port, as `next start` does before it loads the app: a request that arrives while
 * the server loads waits for it, and a port in use is found at once.
 */
export function listen(port: number, host?: string): Promise<Listener> {
  const server = http.createServer()
  // A client or proxy that keeps a connection open reuses it for its next request. Node closes an
  // idle one after 5 s, and a request sent as it closes is reset (ECONNRESET, a 502 behind a
  // proxy); a minute outlasts the idle time of common clients and load balancers (60 s).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  // Before any other listener: the drain counts each connection and request first.
  const drain = connectionDrain(server, shutdownGraceMs)
  const held: [http.IncomingMessage, http.ServerResponse][] = []
  let starting = false
  const early: http.RequestListener = (req, res) =>
    starting ? answerStarting(res) : void held.push([req, res])
  server.on('request', early)

  const listener: Listener = {
    server,
    drain,
    busy: () => {
      starting = true
      for (const [, res] of held.splice(0)) answerStarting(res)
    },
    serve: (handle) => {
      server.off('request', early)
      server.on('request', handle)
      for (const [req, res] of held.splice(0)) handle(req, res)
    },
  }
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(portError(error, port, host)))
    server.listen({ port, host }, () => resolve(listener))
  })
}

/**
 * The port and host of the environment and .env, read before the settings are checked
 * (src/config/env.ts); null when PORT is no port number, which that check then reports.
 */
export function listenAddress(env: Record<string, string | undefined> = process.env) {
  loadDotEnv()
  const value = env.PORT?.trim() || '3000'
  const port = Number(value)
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) return null
  return { port, host: env.HOSTNAME?.trim() || undefined }
}
