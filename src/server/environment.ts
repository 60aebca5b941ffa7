import { existsSync } from 'node:fs'
import path from 'node:path'

import { root } from '@/config/paths'
import { DatabaseUriError, databaseKind, type DatabaseKind } from '@/db/databaseKind'
import { s3SettingsFromEnv, StorageConfigError } from '@/infra/storageSettings'

import { generatedSecret } from './secrets'
import { StartupError } from './startupError'

/**
 * Loads .env, fills in defaults, and makes sure a secret exists: generated once into data/ for a
 * single server on SQLite; required from the environment with a server database or REDIS_URL,
 * where several servers must share it. Stops on half-configured S3 media storage. Returns the
 * database kind so callers can check the connection.
 */
export function prepareEnvironment(env: NodeJS.ProcessEnv = process.env): DatabaseKind {
  const envFile = path.join(root, '.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)

  env.DATABASE_URI ||= 'file:./data/unbound.db'
  env.PORT ||= '3000'
  env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  env.NEXT_TELEMETRY_DISABLED = '1'
  env.SITE_URL ||= `http://localhost:${env.PORT}`

  let kind: DatabaseKind
  try {
    kind = databaseKind(env.DATABASE_URI)
  } catch (error) {
    if (error instanceof DatabaseUriError) throw new StartupError(error.message)
    throw error
  }

  try {
    s3SettingsFromEnv(env)
  } catch (error) {
    if (error instanceof StorageConfigError) throw new StartupError(error.message)
    throw error
  }

  if (!env.PAYLOAD_SECRET) {
    // A secret generated into this machine's data/ would differ on every server: sessions, captchas
    // and encrypted settings from one would be refused or unreadable on the others.
    if (kind !== 'sqlite' || env.REDIS_URL?.trim()) {
      const why = kind !== 'sqlite' ? `DATABASE_URI names a ${kind} server` : 'REDIS_URL is set'
      throw new StartupError(
        `PAYLOAD_SECRET is not set and ${why}: set the same PAYLOAD_SECRET on every server (e.g. openssl rand -hex 32).`,
      )
    }
    const secret = generatedSecret()
    env.PAYLOAD_SECRET = secret.value
    if (secret.created)
      console.log('• Generated PAYLOAD_SECRET and stored it in data/.payload-secret')
  }

  return kind
}
