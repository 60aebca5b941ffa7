import { afterAll, vi } from 'vitest'

import { forgetPayloadInstances } from '@/db/patches/payloadInstanceCache'

/**
 * The files of one worker share its process (vitest.config.ts: `isolate: false`), which saves each
 * file about 1.5 processor-seconds of starting a process and loading Payload and its packages. Each file still starts as in a process of
 * its own: the project's modules are evaluated again (the config reads the environment when it
 * loads), and when the file ends the environment is put back, Payload's instance and GraphQL schema
 * caches are emptied and the app's process-wide registries are removed.
 */
const environment = { ...process.env }
vi.resetModules()

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
  forgetPayloadInstances()
  const caches = globalThis as { _payload_graphql?: { graphql: unknown; promise: unknown } }
  if (caches._payload_graphql)
    Object.assign(caches._payload_graphql, { graphql: null, promise: null })
  for (const key of Reflect.ownKeys(globalThis))
    if (typeof key === 'symbol' && key.description?.startsWith('unbound.'))
      delete (globalThis as Record<symbol, unknown>)[key]
})
