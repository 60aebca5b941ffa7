/**
 * npm run restore -- <archive> [--force] [--check]: brings an archive of npm run backup back into
 * the configured database and file storage, which must be empty unless --force (src/backup/).
 */
// As in scripts/start.ts: the globals Next's modules capture when the Payload config loads them.
import 'next/dist/server/node-environment.js'

import { prepareEnvironment, StartupError } from './lib/env'
import { runOrExplain } from './lib/run'

runOrExplain(async () => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  prepareEnvironment()
  const { restoreCommand, BackupError } = await import('../src/backup/cli')
  try {
    await restoreCommand(process.argv.slice(2))
  } catch (error) {
    throw error instanceof BackupError ? new StartupError(error.message) : error
  }
  process.exit(0)
})
