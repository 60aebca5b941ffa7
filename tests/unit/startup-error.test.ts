import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, 'tests/.tmp/startup-error')

/** Runs `body` (an async function's text) through runOrExplain in a plain node process. */
function run(body: string) {
  const script = path.join(dir, `run-${Math.random().toString(36).slice(2)}.mjs`)
  writeFileSync(
    script,
    `import { runOrExplain, StartupError } from './startupError.mjs'\nrunOrExplain(async () => { ${body} })\n`,
  )
  return spawnSync(process.execPath, [script], { encoding: 'utf8' })
}

beforeAll(async () => {
  mkdirSync(dir, { recursive: true })
  // Compiled as the server is: plain node, no loader that keeps the process busy.
  await build({
    entryPoints: [path.join(root, 'src/config/startupError.ts')],
    outfile: path.join(dir, 'startupError.mjs'),
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  })
})

describe('runOrExplain, around every command of the server', () => {
  it('waits for a body that still has work pending, and then exits 0', () => {
    const { status, stdout } = run(
      `const { setTimeout: sleep } = await import('node:timers/promises')
      await sleep(300); console.log('done')`,
    )
    expect(stdout).toBe('done\n')
    expect(status).toBe(0)
  })

  it('ends a body that can no longer settle with a message and exit code 1, not 0', () => {
    const { status, stdout, stderr } = run(
      `await new Promise(() => undefined); console.log('done')`,
    )
    expect(stdout).toBe('')
    expect(stderr).toBe(
      '✖ The command stopped halfway: it waits for something that can no longer finish.\n',
    )
    expect(status).toBe(1)
  })

  it('ends a StartupError with its one line and exit code 1', () => {
    const { status, stderr } = run(`throw new StartupError('PORT "x" is not a port number.')`)
    expect(stderr).toBe('✖ PORT "x" is not a port number.\n')
    expect(status).toBe(1)
  })
})
