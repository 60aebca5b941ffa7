import { env } from '@/config/env'
import { forgetPayloadInstances } from '@/db/patches/payloadInstanceCache'

import { withMigrationLock } from './migrationLock'
import type { adminCredentials } from './secrets'

/**
 * Initialises Payload once in production mode: pending migrations are applied, and an empty
 * database receives the demo content. Servers started together take turns (withMigrationLock),
 * so the migrations and the seed run once.
 */
export async function migrateAndSeed(
  log: (line: string) => void,
  admin: ReturnType<typeof adminCredentials>,
): Promise<{ seeded: boolean }> {
  let seeded = false
  await withMigrationLock(env().DATABASE_URI, log, async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    try {
      const { demoContentNeeds, writeDemoContent } = await import('@/seed')
      const need = await demoContentNeeds(payload)
      if (need) {
        log(
          need === 'seed'
            ? '• Empty database: writing the demo content…'
            : '• The demo content was interrupted last time: completing it…',
        )
        await writeDemoContent(payload, need, {
          adminEmail: admin.email,
          adminPassword: admin.password,
          log: (line) => log(`  ${line}`),
        })
        seeded = true
      }
      // Documents written before the translation status existed (or restored from a backup)
      // get theirs from their versions, once.
      const { backfill } = await import('@/translation/store')
      const derived = await backfill(payload)
      if (derived > 0 && !seeded) log(`• Translation status derived for ${derived} documents`)
    } finally {
      await payload.destroy()
      // The app served from this process must open its own instance, not this closed one.
      forgetPayloadInstances()
    }
  })
  return { seeded }
}
