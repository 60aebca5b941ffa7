import type { Payload } from 'payload'

/**
 * Payload's Local API for server components, route handlers and server actions. Loaded on first
 * use: a server that answers cached pages does not hold Payload and its config in memory before
 * a request needs them.
 */
export async function getPayloadClient(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  return getPayload({ config })
}
