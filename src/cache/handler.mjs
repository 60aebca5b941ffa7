/**
 * Next's cache handler (see ./sharedCache.mjs), loaded by Next itself at run time, hence plain
 * JavaScript. With REDIS_URL, entries and tag revalidations live in Redis under
 * REDIS_KEY_PREFIX + `next:<build id>:`; without it, in this process's memory, bounded in entries
 * and bytes (memoryCacheBounds), and nothing is written to the build directory.
 *
 * While Redis cannot be reached, reads miss and writes are dropped (commands give up after
 * pageCacheTimeoutMs, at once while the client waits to reconnect): pages are rendered for every
 * request until Redis answers again.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

import { edgeTags, edgeTagsHeader } from './edgeTags.mjs'
import { trackRevalidation } from './revalidationsInFlight.mjs'
import { memoryCacheBounds, pageCacheKeyPrefix, pageCacheTimeoutMs } from './sharedCache.mjs'

/**
 * The Redis handler for REDIS_URL. Its packages load only then: a single server without Redis
 * would otherwise load ioredis at start, some 50 ms and 18 MiB, and never use it.
 */
async function redisHandler(url, buildId) {
  const [{ Redis }, { ioredisAdapter }, { default: createRedisHandler }] = await Promise.all([
    import('ioredis'),
    import('@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
  ])
  return createRedisHandler({
    client: ioredisAdapter(connect(Redis, url)),
    keyPrefix: `${pageCacheKeyPrefix()}${buildId ?? 'unbuilt'}:`,
    timeoutMs: pageCacheTimeoutMs,
  })
}

function connect(Redis, url) {
  const client = new Redis(url, {
    connectTimeout: 2 * pageCacheTimeoutMs,
    commandTimeout: pageCacheTimeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
  let lastLogged = 0
  client.on('error', (error) => {
    // One line per half minute (no URL: it may hold a password).
    if (Date.now() - lastLogged < 30_000) return
    lastLogged = Date.now()
    console.error(`Redis (page cache): ${error.message}`)
  })
  return client
}

// Keys carry the build id: a page rendered by one build refers to that build's scripts and styles,
// so during and after an upgrade each build reads only its own pages.
CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL?.trim()
  if (url) return { handlers: [await redisHandler(url, buildId)] }
  const { maxEntries, maxBytes } = memoryCacheBounds()
  return {
    handlers: [createLruHandler({ maxItemsNumber: maxEntries, maxItemSizeBytes: maxBytes })],
  }
})

/** The tags a response carries in its `x-next-cache-tags` header (comma-separated). */
const headerTags = (headers = {}) => {
  const header = headers['x-next-cache-tags']
  if (Array.isArray(header)) return header
  return typeof header === 'string' && header ? header.split(',') : []
}

export default class TaggedCacheHandler extends CacheHandler {
  set(key, value, ctx) {
    // A path that matches no document answers 404: kept, every made-up URL would take an entry.
    if (value?.status === 404) return Promise.resolve()
    if ((value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') && value.headers) {
      // Written into the entry's own headers object: Next answers the request that rendered the
      // page with that object, and every later one with the stored copy (./edgeTags.mjs).
      const tags = edgeTags([...headerTags(value.headers), ...(ctx?.tags ?? [])])
      if (tags?.length) value.headers[edgeTagsHeader] = tags.join(',')
      else delete value.headers[edgeTagsHeader]
    }
    // Route handlers (feeds, sitemap) carry their tags in a header, which CacheHandler reads for
    // pages only: without this they would be stored untagged, out of reach of any revalidation.
    if (value?.kind === 'APP_ROUTE' && !ctx?.tags?.length)
      return super.set(key, value, { ...ctx, tags: headerTags(value.headers) })
    return super.set(key, value, ctx)
  }

  revalidateTag(...args) {
    // A purge of the caches in front of the servers waits for it (./revalidationsInFlight.mjs).
    return trackRevalidation(super.revalidateTag(...args))
  }
}
