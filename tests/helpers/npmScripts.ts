import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>

/**
 * The command of an npm script (package.json) as an argument list, `node` being this node: what
 * `npm run <name>` runs, started without npm (which would not pass signals on).
 */
export function npmScriptCommand(name: string): [string, ...string[]] {
  const script = scripts[name]
  if (!script) throw new Error(`package.json has no script "${name}"`)
  if (/[&|;<>$`'"]/.test(script)) throw new Error(`npm script "${name}" is not a plain command`)
  const [program, ...args] = script.split(' ') as [string, ...string[]]
  return [program === 'node' ? process.execPath : program, ...args]
}

/**
 * Runs what npm runs before `npm run <name>`, its `pre<name>` script if it has one (the server's
 * compilation before start, worker and migrate), and waits for it.
 */
export function runPreScript(name: string): void {
  if (!scripts[`pre${name}`]) return
  const [program, ...args] = npmScriptCommand(`pre${name}`)
  const { status } = spawnSync(program, args, { cwd: root, stdio: 'inherit' })
  if (status !== 0) throw new Error(`npm run pre${name} failed (exit code ${status})`)
}
