/**
 * npm start (compiled to dist/server/start.js): opens the port first, as `next start` does, with
 * nothing loaded but what listening needs, then starts the server (startServer.ts). Requests that
 * arrive meanwhile wait for the app; while it migrates or builds they are answered 503.
 * SIGTERM/SIGINT stop it gracefully: every request on a connection it accepted is answered
 * (connectionDrain.ts).
 *
 * The script runs node with --heap-growing-percent=30: by default V8 lets the heap grow to up to
 * four times what is live before its next full collection, on a 24 GB machine some 400 MiB of
 * garbage from rendering pages, while what is live stays flat; and with --max-semi-space-size=8,
 * a young generation half V8's default, at the same throughput (docs/deploy.md, "Cache bounds").
 */
import { runOrExplain } from '@/config/startupError'

import { listen, listenAddress } from './listener'

runOrExplain(async () => {
  const address = listenAddress()
  const early = address ? await listen(address.port, address.host) : null
  const { startServer } = await import('./startServer')
  await startServer(early)
})
