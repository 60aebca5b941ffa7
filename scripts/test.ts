/**
 * npm test: unit and integration tests (Vitest), then end-to-end tests (Playwright in Debian's
 * Chromium against the app started the way users start it). Ends with one summary line.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { root } from '@/config/paths'

import { chromiumPath } from '../tools/chromium'

const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const env = {
  ...process.env,
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
}
const only = process.argv[2]

const suites: { name: string; command: string; args: string[] }[] = [
  { name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'] },
  { name: 'integration', command: bin('vitest'), args: ['run', '--project', 'integration'] },
  { name: 'e2e', command: bin('playwright'), args: ['test'] },
]

let passed = 0
let failed = 0
for (const suite of suites.filter((entry) => !only || entry.name === only)) {
  if (suite.name === 'e2e' && !existsSync(chromiumPath)) {
    console.error(`✖ e2e: Chromium not found at ${chromiumPath} (apt-get install chromium)`)
    failed += 1
    continue
  }
  console.log(`\n── ${suite.name} tests ──`)
  const { status } = spawnSync(suite.command, suite.args, { cwd: root, stdio: 'inherit', env })
  if (status === 0) passed += 1
  else failed += 1
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
