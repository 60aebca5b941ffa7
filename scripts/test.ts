/**
 * npm test: the unit tests (Vitest), the integration tests (Vitest, real databases) and the
 * end-to-end tests (Playwright in Debian's Chromium against the app started the way users start
 * it), side by side: the last two wait on servers and databases much of the time, so they share
 * the machine well. Each output line is prefixed with its suite. Ends with one summary line.
 * `npm test -- <suite>` runs one suite only.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { root } from '@/config/paths'

import { chromiumPath } from '../tools/chromium'

const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
}
const only = process.argv[2]

type Suite = { name: string; command: string; args: string[] }
const unit: Suite = { name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'] }
const integration: Suite = {
  name: 'integration',
  command: bin('vitest'),
  args: ['run', '--project', 'integration'],
}
// One Playwright worker: with two (each with an app server, database and SMTP server of its own,
// tests/helpers/e2e/global-setup.ts), a scheduled publication once did not reach the site within
// 150 s. `npx playwright test --workers=2` runs two.
const e2e: Suite = { name: 'e2e', command: bin('playwright'), args: ['test', '--workers=1'] }

function run(suite: Suite): Promise<boolean> {
  if (suite.name === 'e2e' && !existsSync(chromiumPath)) {
    console.error(`✖ e2e: Chromium not found at ${chromiumPath} (apt-get install chromium)`)
    return Promise.resolve(false)
  }
  console.log(`── ${suite.name} tests ──`)
  const started = Date.now()
  const child = spawn(suite.command, suite.args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = `${suite.name.padEnd(11)} │ `
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      console.log(
        `${prefix}${code === 0 ? '✔ passed' : `✖ failed (exit code ${code})`} after ${seconds} s`,
      )
      resolve(code === 0)
    })
  })
}

const suites = [unit, integration, e2e].filter((suite) => !only || suite.name === only)
const results = await Promise.all(suites.map(run))
const passed = results.filter(Boolean).length
console.log(`\nsuites: ${passed} passed, ${results.length - passed} failed`)
process.exit(passed === results.length ? 0 : 1)
