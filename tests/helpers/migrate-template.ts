/**
 * Migrates the database of DATABASE_URI with the committed migrations, as startPayload does, in a
 * process of its own: the integration suite's template databases (tests/helpers/payload.ts). With
 * `--seed`, then writes the demo content as `seed(payload, seededAdmin)` does, its images in
 * MEDIA_DIR.
 */
import './integration-env'

import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { bootMigrated, seededAdmin } from './payload'

const seeding = process.argv.includes('--seed')
const mediaDir = seeding
  ? process.env.MEDIA_DIR!
  : path.resolve(import.meta.dirname, `../.tmp/media-${randomUUID()}`)
const payload = await bootMigrated(
  { uri: process.env.DATABASE_URI!, drop: async () => undefined },
  { MEDIA_DIR: mediaDir },
)
if (seeding) {
  const { seed } = await import('@/seed')
  await seed(payload, seededAdmin)
}
await payload.destroy()
if (!seeding) rmSync(mediaDir, { recursive: true, force: true })
// Payload's destroy() leaves a PostgreSQL pool open, which would keep the process alive.
process.exit(0)
