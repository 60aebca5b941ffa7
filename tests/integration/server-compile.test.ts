import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, utimesSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { npmScriptCommand } from '../helpers/npmScripts'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(root, 'dist/server')
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const dependencies = new Set(Object.keys(packageJson.dependencies))

/** What npm runs before `npm start`: compiles src/server into dist/server when missing or stale. */
function compile(): string {
  const [node, ...args] = npmScriptCommand('prestart')
  const { status, stdout, stderr } = spawnSync(node, args, { cwd: root, encoding: 'utf8' })
  expect(status, stderr).toBe(0)
  return stdout
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

beforeAll(() => {
  compile()
})

describe('the compiled server (dist/server, from src/server)', () => {
  it('is compiled again only after a source it was compiled from changed', () => {
    expect(compile()).toBe('')
    const now = new Date()
    utimesSync(path.join(root, 'src/server/checks.ts'), now, now)
    expect(compile()).toContain('Compiling the server')
    expect(compile()).toBe('')
  })

  it('has an entry for each command', () => {
    // The web server collects garbage sooner (docs/deploy.md, "Cache bounds").
    const flags = {
      start: ' --heap-growing-percent=30 --max-semi-space-size=8',
      worker: '',
      migrate: '',
    }
    for (const [command, flag] of Object.entries(flags)) {
      expect(packageJson.scripts[command]).toBe(
        `node --conditions=production${flag} dist/server/${command}.js`,
      )
      expect(existsSync(path.join(outDir, `${command}.js`))).toBe(true)
    }
    expect(packageJson.scripts.build).toContain('node --conditions=production dist/server/build.js')
  })

  it('imports its own files, Node built-ins and production dependencies only: no TypeScript, no alias', async () => {
    // esbuild reads the compiled files as Node will: every file they import must be there.
    const { build } = await import('esbuild')
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: ['start', 'worker', 'migrate', 'build'].map((name) => `dist/server/${name}.js`),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      outdir: 'tests/.tmp/server-compile',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const inputs = Object.keys(metafile.inputs)
    expect(inputs.filter((file) => !/^dist\/server\/(chunks\/)?[\w.-]+\.js$/.test(file))).toEqual(
      [],
    )
    const externals = new Set(
      Object.values(metafile.inputs)
        .flatMap((input) => input.imports)
        .filter((imported) => imported.external && !imported.path.startsWith('node:'))
        .map((imported) => imported.path),
    )
    const packages = new Set([...externals].map(packageName))
    expect(packages).toContain('payload')
    expect(packages).toContain('next')
    // The production image keeps dependencies only (npm prune --omit=dev).
    expect([...packages].filter((name) => !dependencies.has(name))).toEqual([])
    // Node finds each as written (a package without an `exports` map needs `next/cache.js`).
    const unresolved = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { statSync } from 'node:fs'
         import { fileURLToPath } from 'node:url'
         const missing = ${JSON.stringify([...externals])}.filter((specifier) => {
           try { return !statSync(fileURLToPath(import.meta.resolve(specifier))).isFile() }
           catch { return true }
         })
         console.log(JSON.stringify(missing))`,
      ],
      { cwd: root, encoding: 'utf8' },
    )
    expect(JSON.parse(unresolved.stdout)).toEqual([])
  })
})
