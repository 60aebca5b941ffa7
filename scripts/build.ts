/** npm run build: the production build with the project's environment. */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { distDir } from './lib/build'
import { prepareEnvironment, root, StartupError } from './lib/env'
import { precompressStaticAssets } from './lib/precompress'
import { runOrExplain } from './lib/run'

runOrExplain(() => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  prepareEnvironment()
  const next = path.join(root, 'node_modules/next/dist/bin/next')
  const { status } = spawnSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit' })
  if (status !== 0) throw new StartupError('The production build failed: see the output above.')
  precompressStaticAssets(path.join(distDir(), 'static'))
})
