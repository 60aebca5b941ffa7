/**
 * npm run build, after compiling this server (scripts/compile-server.mjs): the Next app's
 * production build with the project's environment (compiled to dist/server/build.js).
 */
import { runOrExplain } from '@/config/startupError'

import { prepareEnvironment } from './environment'
import { buildProductionApp } from './nextBuild'

runOrExplain(async () => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  prepareEnvironment()
  await buildProductionApp()
})
