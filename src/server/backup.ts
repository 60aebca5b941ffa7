/**
 * npm run backup (compiled to dist/server/backup.js) [-- <folder or file.tar.gz>] [--keep N]: one archive of the database (copied
 * online) and every media, export and import file, with a manifest (src/backup/).
 */
// As in start.ts: the globals Next's modules capture when the Payload config loads them.
import 'next/dist/server/node-environment.js'

import { runOrExplain, StartupError } from '@/config/startupError'

import { prepareEnvironment } from './environment'

runOrExplain(async () => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  prepareEnvironment()
  const { backupCommand, BackupError } = await import('@/backup/cli')
  try {
    await backupCommand(process.argv.slice(2))
  } catch (error) {
    throw error instanceof BackupError ? new StartupError(error.message) : error
  }
  // Payload's config leaves handles (a PostgreSQL pool) that would keep the process alive.
  process.exit(0)
})
