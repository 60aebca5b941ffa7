/**
 * Patch of Payload's instance cache (payload 3.90, `getPayload` in payload/dist/index.js).
 *
 * `getPayload()` keeps every instance it made in a process-wide Map on `globalThis._payload` and
 * returns the cached one on every later call, also after that instance's `destroy()` closed its
 * database connection: it never forgets one. The production server migrates and seeds with an
 * instance of its own, destroys it, and then serves Next in the same process, whose route bundles
 * call `getPayload()` through the same global Map: without this they would get the closed
 * instance and fail on their first query. tests/integration/db-patch-payload-instances.test.ts pins both.
 */
type InstanceCache = Map<string, unknown>

/** Forgets every Payload instance of this process, so the next `getPayload()` opens a new one. */
export function forgetPayloadInstances(): void {
  ;(globalThis as { _payload?: InstanceCache })._payload?.clear()
}
