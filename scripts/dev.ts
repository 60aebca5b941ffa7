/** npm run dev: Next.js dev server on a separate SQLite file whose schema follows the config (push). */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { env } from '@/config/env'
import { root } from '@/config/paths'
import { runOrExplain } from '@/config/startupError'
import { prepareEnvironment } from '@/server/environment'

runOrExplain(() => {
  process.env.DATABASE_URI ||= 'file:./data/unbound-dev.db'
  prepareEnvironment()
  const next = path.join(root, 'node_modules/next/dist/bin/next')
  const child = spawn(process.execPath, [next, 'dev', '-p', String(env().PORT)], {
    cwd: root,
    stdio: 'inherit',
  })
  child.on('exit', (code) => process.exit(code ?? 0))
})
