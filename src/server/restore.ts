/**
 * npm run restore (compiled to dist/server/restore.js) -- <archive> [--force] [--check]: brings an archive of npm run backup back into
 * the configured database and file storage, which must be empty unless --force (src/backup/).
 */
// As in start.ts: the globals Next's modules capture when the Payload config loads them.
import 'next/dist/server/node-environment.js'

import { runOrExplain, StartupError } from '@/config/startupError'

import { prepareEnvironment } from './environment'

runOrExplain(async () => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  prepareEnvironment()
  const { restoreCommand, BackupError } = await import('@/backup/cli')
  try {
    await restoreCommand(process.argv.slice(2))
  } catch (error) {
    throw error instanceof BackupError ? new StartupError(error.message) : error
  }
  // Payload's config leaves handles (a PostgreSQL pool) that would keep the process alive.
  process.exit(0)
})
