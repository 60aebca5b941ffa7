import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { databaseKind } from '@/config/databaseKind'
import { envOf } from '@/config/env'
import { root } from '@/config/paths'
import { uploadCollections } from '@/infra/storage'
import { s3SettingsFromEnv } from '@/infra/storageSettings'

import { collectionTable, type Database } from './database'
import { BackupError } from './errors'
import { postgresDatabase } from './postgres'
import { sqliteDatabase } from './sqlite'
import { diskStore, s3Store, type FileStore } from './storage'

/** Everything a backup is taken from or restored into. */
export type Installation = {
  database: Database
  files: FileStore
  /** The migrations this code knows for the database's dialect, by name. */
  knownMigrations: string[]
  /** Collection slug → its table, for the document counts. */
  collections: Record<string, string>
  product: { name: string; version: string }
  secretFingerprint?: string
}

/** This code's name and version (package.json). */
export function product(): { name: string; version: string } {
  const file = path.join(root, 'package.json')
  const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  return { name, version }
}

/** A keyed hash of the secret: equal fingerprints mean the same PAYLOAD_SECRET. */
export const secretFingerprint = (secret: string | undefined) =>
  secret
    ? createHmac('sha256', secret).update('unbound-backup').digest('hex').slice(0, 16)
    : undefined

export function databaseFor(uri: string | undefined): Database {
  const kind = databaseKind(uri)
  if (kind === 'sqlite') return sqliteDatabase(uri!)
  if (kind === 'postgres') return postgresDatabase(uri!)
  throw new BackupError(
    'npm run backup copies SQLite and PostgreSQL databases; back up MongoDB with mongodump.',
  )
}

export async function knownMigrations(kind: Database['kind']): Promise<string[]> {
  const { migrations } =
    kind === 'sqlite' ? await import('@/migrations/sqlite') : await import('@/migrations/postgres')
  return migrations.map((migration) => migration.name)
}

/**
 * The installation the environment configures: DATABASE_URI, and the upload collections' files
 * in S3_BUCKET or in their folders on disk (MEDIA_DIR and the exports and imports folders beside
 * it, as the Payload config sets them from MEDIA_DIR, relative to the working directory as the
 * app resolves them). No other path is read or written.
 */
export async function installationFromEnv(
  config: SanitizedConfig,
  source?: Record<string, string | undefined>,
): Promise<Installation> {
  const env = envOf(source)
  const database = databaseFor(env.DATABASE_URI)
  const settings = s3SettingsFromEnv(source)
  const uploads = config.collections.filter((collection) => collection.upload)
  const files = settings
    ? s3Store(settings, Object.values(uploadCollections))
    : diskStore(
        Object.fromEntries(
          uploads.map((collection) => [
            uploadCollections[collection.slug as keyof typeof uploadCollections] ?? collection.slug,
            path.resolve(collection.upload.staticDir ?? collection.slug),
          ]),
        ),
      )
  return {
    database,
    files,
    knownMigrations: await knownMigrations(database.kind),
    collections: Object.fromEntries(
      config.collections.map((collection) => [collection.slug, collectionTable(collection)]),
    ),
    product: product(),
    secretFingerprint: secretFingerprint(env.PAYLOAD_SECRET),
  }
}
