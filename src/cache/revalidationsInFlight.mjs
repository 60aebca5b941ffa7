/**
 * The tag revalidations this process is still writing to the shared page cache. Next applies a
 * revalidateTag of a route handler (a publish through the REST API) after the handler has
 * returned, beside sending its answer; a purge of the shared caches in front of the servers must
 * wait for it, or the next visitor's request, let through by the purge, would be answered from the
 * page cache with the page from before the change (and kept for a day).
 *
 * The cache handler (./handler.mjs) and the app (./purge/queue.ts) are separate module graphs in one
 * process: the set lives under a `Symbol.for` key on `globalThis`. Plain JavaScript: Next loads the
 * handler in plain Node.
 */
const inFlightKey = Symbol.for('unbound.cache.revalidationsInFlight')

/** @returns {Set<Promise<unknown>>} */
function inFlight() {
  const global = /** @type {{ [inFlightKey]?: Set<Promise<unknown>> }} */ (globalThis)
  return (global[inFlightKey] ??= new Set())
}

/**
 * Keeps `revalidation` in the set until it settles; returns it.
 * @template T
 * @param {Promise<T>} revalidation
 * @returns {Promise<T>}
 */
export function trackRevalidation(revalidation) {
  const revalidations = inFlight()
  revalidations.add(revalidation)
  const forget = () => void revalidations.delete(revalidation)
  revalidation.then(forget, forget)
  return revalidation
}

/** Resolves once every revalidation started so far has settled (failed ones too). */
export async function revalidationsSettled() {
  await Promise.allSettled([...inFlight()])
}
