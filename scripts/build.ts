/** npm run build: the production build with the project's environment. */
import { buildProductionApp } from './lib/build'
import { prepareEnvironment } from './lib/env'
import { runOrExplain } from './lib/run'

runOrExplain(() => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  prepareEnvironment()
  buildProductionApp()
})
