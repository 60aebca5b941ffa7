import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'

/** `npm start` reads secrets from the files `<NAME>_FILE` names before anything else. */
const root = path.resolve(import.meta.dirname, '../..')
const [node, ...startArgs] = npmScriptCommand('start')
const dir = mkdtempSync(path.join(tmpdir(), 'unbound-secret-files-'))

beforeAll(() => runPreScript('start'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs `npm start`'s command with the given environment until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = { ...process.env }
  for (const name of ['DATABASE_URI', 'PAYLOAD_SECRET']) delete inherited[name]
  return new Promise((resolve) => {
    const child = spawn(node, startArgs, {
      cwd: root,
      env: { ...inherited, PORT: '3992', HOSTNAME: '127.0.0.1', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

const errorLines = (output: string) => output.split('\n').filter((line) => line.startsWith('✖'))

const secretFile = (name: string, content: string) => {
  const file = path.join(dir, name)
  writeFileSync(file, content)
  return file
}

describe('npm start with <NAME>_FILE', () => {
  it('takes DATABASE_URI from its file (and checks it as it would the variable)', async () => {
    const { code, output } = await start({
      DATABASE_URI_FILE: secretFile('database-uri', 'postgres://nobody:hunter2@127.0.0.1:1/x\n'),
      PAYLOAD_SECRET_FILE: secretFile('payload-secret', 'a-long-shared-secret-from-a-file\n'),
    })
    expect(code).toBe(1)
    expect(errorLines(output)).toEqual([
      expect.stringMatching(
        /Cannot connect to PostgreSQL at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/x/,
      ),
    ])
    expect(output).not.toContain('hunter2')
  })

  it('stops with one line naming the variable whose file cannot be read', async () => {
    const missing = path.join(dir, 'absent')
    const { code, output } = await start({ PAYLOAD_SECRET_FILE: missing })
    expect(code).toBe(1)
    expect(errorLines(output)).toEqual([
      `✖ PAYLOAD_SECRET_FILE "${missing}" cannot be read (ENOENT): mount the file there, or set PAYLOAD_SECRET instead.`,
    ])
  })

  it('stops when a variable is given both ways', async () => {
    const { code, output } = await start({
      PAYLOAD_SECRET: 'inline',
      PAYLOAD_SECRET_FILE: secretFile('both', 'file'),
    })
    expect(code).toBe(1)
    expect(errorLines(output)).toEqual(['✖ Set PAYLOAD_SECRET or PAYLOAD_SECRET_FILE, not both.'])
  })
})
