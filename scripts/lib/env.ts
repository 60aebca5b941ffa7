import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { DatabaseUriError, databaseKind, type DatabaseKind } from '../../src/db/databaseKind'
import { s3SettingsFromEnv, StorageConfigError } from '../../src/infra/storageSettings'

export const root = path.resolve(import.meta.dirname, '../..')
export const dataDir = path.join(root, 'data')

export class StartupError extends Error {
  override name = 'StartupError'
}

function readOrCreate(file: string, create: () => string): { value: string; created: boolean } {
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), created: false }
  mkdirSync(path.dirname(file), { recursive: true })
  const value = create()
  writeFileSync(file, `${value}\n`, { mode: 0o600 })
  return { value, created: true }
}

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
    const secret = readOrCreate(path.join(dataDir, '.payload-secret'), () =>
      randomBytes(32).toString('hex'),
    )
    env.PAYLOAD_SECRET = secret.value
    if (secret.created)
      console.log('• Generated PAYLOAD_SECRET and stored it in data/.payload-secret')
  }

  return kind
}

/**
 * The first staff log-in: ADMIN_EMAIL/ADMIN_PASSWORD, or a password generated once into
 * data/.admin-password. `generated` is true only on the call that created that file.
 */
export function adminCredentials(env: NodeJS.ProcessEnv = process.env): {
  email: string
  password: string
  generated: boolean
} {
  const email = env.ADMIN_EMAIL || 'admin@unbound.localhost'
  if (env.ADMIN_PASSWORD) return { email, password: env.ADMIN_PASSWORD, generated: false }
  const { value, created } = readOrCreate(path.join(dataDir, '.admin-password'), () =>
    randomBytes(12).toString('base64url'),
  )
  return { email, password: value, generated: created }
}

/**
 * The log-in line printed at start. The password appears only on the start that generated it;
 * an operator's ADMIN_PASSWORD never reaches a log.
 */
export function adminLoginLine(
  { email, generated, password }: ReturnType<typeof adminCredentials>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (generated) return `${email} / ${password}  (generated, kept in data/.admin-password)`
  if (env.ADMIN_PASSWORD) return `${email} (password from ADMIN_PASSWORD)`
  return `${email} (password in data/.admin-password)`
}
