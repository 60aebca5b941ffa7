import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { edgeCacheHeaders, edgePolicy } from '@/cache/edgeHeaders'

/**
 * Gives each answer its headers for the shared caches in front of the server (cache tags and how
 * long they may keep it: src/cache/edgeHeaders.ts), just before its headers go out, whoever wrote
 * them (Next, or the page cache sending a kept copy).
 */
export function edgeHeaders(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers given to writeHead itself are moved onto the response first, as Node merges them.
    const given = rest.findIndex(
      (arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    )
    if (given !== -1) {
      for (const [name, value] of Object.entries(rest[given] as OutgoingHttpHeaders))
        if (value !== undefined) this.setHeader(name, value)
      rest.splice(given, 1)
    }
    const pathname = (req.url ?? '/').split('?')[0]!
    const { set, remove } = edgeCacheHeaders(statusCode, pathname, this.getHeaders(), edgePolicy())
    for (const name of remove) this.removeHeader(name)
    for (const [name, value] of Object.entries(set)) this.setHeader(name, value)
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as ServerResponse['writeHead']
}
