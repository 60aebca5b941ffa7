/**
 * Where Next keeps its incremental cache (rendered pages, route handlers, `unstable_cache` entries
 * and tag revalidations). With REDIS_URL every server uses the same Redis through ./handler.mjs,
 * so a revalidation on one server reaches all of them; without it Next's own file-system cache in
 * the build directory, as on a single node.
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

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ cacheHandler?: string, cacheMaxMemorySize?: number }}
 */
export function sharedCacheConfig(env = process.env) {
  if (!env.REDIS_URL?.trim()) return {}
  return {
    cacheHandler: fileURLToPath(new URL('./handler.mjs', import.meta.url)),
    // No copies in each server's memory: they would keep serving what another server revalidated.
    cacheMaxMemorySize: 0,
  }
}
