import { databaseKind, type DatabaseKind } from '@/config/databaseKind'
import { loadSecretFiles, parseEnv } from '@/config/env'
import { loadDotEnv } from '@/config/paths'

import { generatedSecret } from './secrets'

/**
 * Loads .env, fills in defaults, checks every variable (src/config/env.ts), and makes sure a
 * secret exists: generated once into data/ for a single server on SQLite; required from the
 * environment with a server database or REDIS_URL, where several servers must share it. Returns
 * the database kind so callers can check the connection.
 */
export function prepareEnvironment(env: NodeJS.ProcessEnv = process.env): DatabaseKind {
  loadDotEnv()
  // Before the defaults below: DATABASE_URI_FILE with a default DATABASE_URI would be both set.
  loadSecretFiles(env)

  env.DATABASE_URI ||= 'file:./data/unbound.db'
  env.PORT ||= '3000'
  env.NEXT_TELEMETRY_DISABLED = '1'
  env.SITE_URL ||= `http://localhost:${env.PORT}`

  // Stops on any bad value, and on a missing PAYLOAD_SECRET where several servers must share one.
  const config = parseEnv(env, { requireSharedSecret: true })

  if (!config.PAYLOAD_SECRET) {
    const secret = generatedSecret()
    env.PAYLOAD_SECRET = secret.value
    if (secret.created)
      console.log('• Generated PAYLOAD_SECRET and stored it in data/.payload-secret')
  }

  return databaseKind(config.DATABASE_URI)
}
