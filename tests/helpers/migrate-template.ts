/**
 * Migrates the database of DATABASE_URI with the committed migrations, as startPayload does, in a
 * process of its own: the integration suite's template database (tests/helpers/payload.ts).
 */
import './integration-env'

import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { bootMigrated } from './payload'

const mediaDir = path.resolve(import.meta.dirname, `../.tmp/media-${randomUUID()}`)
const payload = await bootMigrated(
  { uri: process.env.DATABASE_URI!, drop: async () => undefined },
  { MEDIA_DIR: mediaDir },
)
await payload.destroy()
rmSync(mediaDir, { recursive: true, force: true })
// Payload's destroy() leaves a PostgreSQL pool open, which would keep the process alive.
process.exit(0)
