/**
 * A channel between the production server and the app inside it, for one message: "empty
 * the page cache in front of Next".
 *
 * The server (src/server/pageCache.ts) keeps pages Next answered from its cache for a moment; a
 * revalidation (src/cache/revalidate.ts) must empty it at once. The two run in one process but in
 * two module graphs that share no module instance: the compiled server's and the one of Next's
 * route bundles. So the channel is a process-wide registry under a `Symbol.for` key on
 * `globalThis`, the only state both graphs see; this module is the only code that touches it.
 */
const channelKey = Symbol.for('unbound.frontCache.clear')

type Registry = Set<() => void>

function registry(): Registry {
  const global = globalThis as { [channelKey]?: Registry }
  return (global[channelKey] ??= new Set())
}

/** Registers a front cache's clear function for this process; returns the call that unregisters it. */
export function registerFrontCache(clear: () => void): () => void {
  const clears = registry()
  clears.add(clear)
  return () => void clears.delete(clear)
}

/** Empties every front page cache of this process (none outside the production server). */
export function clearFrontCache(): void {
  for (const clear of registry()) clear()
}
