/**
 * npm run budget: the JavaScript and CSS each page type of the production build loads (gzip), beside
 * its budget, and the modules that have no place in a page's chunks. Exit 1 when one is over budget
 * or holds a denied module. Reads the build in NEXT_DIST_DIR (`.next`, also from .env as the build
 * reads it), or the folder given.
 */
import { loadDotEnv } from '@/config/paths'
import { runOrExplain } from '@/config/startupError'
import { distDir } from '@/server/nextBuild'

import { checkBuild, formatReport } from './check'

runOrExplain(() => {
  loadDotEnv()
  const result = checkBuild(process.argv[2] ?? distDir())
  console.log(formatReport(result))
  if (result.failures.length) {
    console.log(`\nbudget: ${result.failures.length} failed`)
    for (const failure of result.failures) console.log(`✖ ${failure}`)
    process.exitCode = 1
    return
  }
  console.log('\nbudget: every page type within its budget, no denied module')
})
