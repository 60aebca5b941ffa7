/**
 * The server in front of Next (scripts/lib/pageCache.ts) keeps pages for a moment; it registers
 * its clear function under this process-wide key, because Next's bundles and the server script
 * do not share module instances.
 */
export const frontCacheClearKey = Symbol.for('unbound.frontCache.clear')

/** Empties the front page cache of this process, if it has one. */
export function clearFrontCache(): void {
  const clear = (globalThis as Record<symbol, unknown>)[frontCacheClearKey]
  if (typeof clear === 'function') clear()
}
