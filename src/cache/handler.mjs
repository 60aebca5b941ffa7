/**
 * Next's cache handler when REDIS_URL is set (see ./sharedCache.mjs): entries and tag
 * revalidations live in Redis under REDIS_KEY_PREFIX + `next:<build id>:`. Loaded by Next itself at run time,
 * hence plain JavaScript.
 *
 * While Redis cannot be reached, reads miss and writes are dropped (commands give up after
 * pageCacheTimeoutMs, at once while the client waits to reconnect): pages are rendered for every
 * request until Redis answers again.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'

import { pageCacheKeyPrefix, pageCacheTimeoutMs } from './sharedCache.mjs'

function connect(url) {
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
CacheHandler.onCreation(({ buildId }) => ({
  handlers: [
    createRedisHandler({
      client: ioredisAdapter(connect(process.env.REDIS_URL)),
      keyPrefix: `${pageCacheKeyPrefix()}${buildId ?? 'unbuilt'}:`,
      timeoutMs: pageCacheTimeoutMs,
    }),
  ],
}))

/** The tags a response carries in its `x-next-cache-tags` header (comma-separated). */
const headerTags = (headers = {}) => {
  const header = headers['x-next-cache-tags']
  if (Array.isArray(header)) return header
  return typeof header === 'string' && header ? header.split(',') : []
}

/**
 * Route handlers (feeds, sitemap) carry their tags in a header, which CacheHandler reads for pages
 * only: without this their entries would be stored untagged, and neither a tag nor a path
 * revalidation would reach them.
 */
export default class TaggedCacheHandler extends CacheHandler {
  set(key, value, ctx) {
    if (value?.kind === 'APP_ROUTE' && !ctx?.tags?.length)
      return super.set(key, value, { ...ctx, tags: headerTags(value.headers) })
    return super.set(key, value, ctx)
  }
}
