/**
 * Where Next keeps its incremental cache (rendered pages, route handlers, `unstable_cache` entries
 * and tag revalidations): always in ./handler.mjs. With REDIS_URL every server uses the same Redis,
 * so a revalidation on one server reaches all of them; without it each process keeps a bounded
 * cache in memory (Next's own file-system cache would write every rendered path to the build
 * directory, without limit).
 *
 * next.config.mjs spreads this into the config. Next evaluates that file at build time and again
 * when the server starts (PHASE_PRODUCTION_SERVER), so the choice follows the server's environment.
 *
 * Plain JavaScript for plain Node (next.config.mjs), which cannot import src/config/env.ts: the
 * variables are read here directly; the schema there declares and checks them at every start.
 */
import { fileURLToPath } from 'node:url'

/** Redis commands of the page cache give up after this long: the page is rendered instead. */
export const pageCacheTimeoutMs = 1000

/**
 * Keys of the page cache: REDIS_KEY_PREFIX (default `unbound:`), `next:`, then the build id
 * (./handler.mjs).
 * @param {Record<string, string | undefined>} [env]
 */
export const pageCacheKeyPrefix = (env = process.env) =>
  `${env.REDIS_KEY_PREFIX ?? 'unbound:'}next:`

/** @param {string | undefined} raw @param {number} fallback */
const positive = (raw, fallback) => {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/**
 * Bounds of the in-memory cache without Redis: NEXT_CACHE_MAX_ENTRIES (default 2000) and
 * NEXT_CACHE_MAX_MB (default 64; sizes are counted as serialised JSON, which overstates binary
 * parts, so the memory taken stays below it).
 * @param {Record<string, string | undefined>} [env]
 */
export function memoryCacheBounds(env = process.env) {
  return {
    maxEntries: positive(env.NEXT_CACHE_MAX_ENTRIES, 2000),
    maxBytes: positive(env.NEXT_CACHE_MAX_MB, 64) * 1024 * 1024,
  }
}

/** @returns {{ cacheHandler: string, cacheMaxMemorySize: number }} */
export function incrementalCacheConfig() {
  return {
    cacheHandler: fileURLToPath(new URL('./handler.mjs', import.meta.url)),
    // No second copy in Next's memory: with Redis it would keep serving what another server
    // revalidated, and without it the handler's bounded memory cache is the copy.
    cacheMaxMemorySize: 0,
  }
}
