/** Runs the Payload CLI with the project's environment (secret, database, defaults). */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { root } from '@/config/paths'
import { runOrExplain } from '@/config/startupError'
import { prepareEnvironment } from '@/server/environment'

runOrExplain(() => {
  prepareEnvironment()
  const bin = path.join(root, 'node_modules/payload/bin.js')
  const { status } = spawnSync(
    process.execPath,
    ['--no-deprecation', bin, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      cwd: root,
    },
  )
  process.exit(status ?? 1)
})
