import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { envOf } from '@/config/env'
import { dataDir } from '@/config/paths'

type Source = Record<string, string | undefined>

/** The value kept in `file`, or a new one from `create` written there (readable by this user only). */
function readOrCreate(file: string, create: () => string): { value: string; created: boolean } {
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), created: false }
  mkdirSync(path.dirname(file), { recursive: true })
  const value = create()
  writeFileSync(file, `${value}\n`, { mode: 0o600 })
  return { value, created: true }
}

/** The PAYLOAD_SECRET of a single server: generated once into data/.payload-secret. */
export const generatedSecret = () =>
  readOrCreate(path.join(dataDir, '.payload-secret'), () => randomBytes(32).toString('hex'))

/**
 * The first staff log-in: ADMIN_EMAIL/ADMIN_PASSWORD, or a password generated once into
 * data/.admin-password. `generated` is true only on the call that created that file.
 */
export function adminCredentials(source?: Source): {
  email: string
  password: string
  generated: boolean
} {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD } = envOf(source)
  if (ADMIN_PASSWORD) return { email, password: ADMIN_PASSWORD, generated: false }
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
  source?: Source,
): string {
  if (generated) return `${email} / ${password}  (generated, kept in data/.admin-password)`
  if (envOf(source).ADMIN_PASSWORD) return `${email} (password from ADMIN_PASSWORD)`
  return `${email} (password in data/.admin-password)`
}
