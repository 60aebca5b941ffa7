/**
 * npm run migrate (compiled to dist/server/migrate.js): applies pending migrations and seeds an empty database, the same step `npm start`
 * performs before it serves. Run it once before rolling new servers out; several at once take turns.
 */
// As in start.ts: the globals Next's modules capture when the Payload config loads them.
import 'next/dist/server/node-environment.js'

import { env } from '@/config/env'
import { runOrExplain, StartupError } from '@/config/startupError'

import { migrateAndSeed } from './boot'
import { assertDatabaseReachable } from './checks'
import { prepareEnvironment } from './environment'
import { adminCredentials, adminLoginLine } from './secrets'

runOrExplain(async () => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  const kind = prepareEnvironment()
  await assertDatabaseReachable(kind, env().DATABASE_URI)
  console.log(`• Database: ${kind}`)
  const admin = adminCredentials()
  let seeded = false
  try {
    ;({ seeded } = await migrateAndSeed((line) => console.log(line), admin))
  } catch (error) {
    throw new StartupError(`Preparing the database failed: ${(error as Error).message}`)
  }
  console.log('• Database migrated.')
  if (seeded) console.log(`  Admin log-in   ${adminLoginLine(admin)}`)
  // Payload's destroy() leaves a PostgreSQL pool open that would keep the process alive.
  process.exit(0)
})
