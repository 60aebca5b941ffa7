/**
 * npm run build, after compiling this server (scripts/compile-server.mjs): the Next app's
 * production build with the project's environment (compiled to dist/server/build.js).
 */
import { prepareEnvironment } from './environment'
import { buildProductionApp } from './nextBuild'
import { runOrExplain } from './startupError'

runOrExplain(() => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  prepareEnvironment()
  buildProductionApp()
})
