/**
 * Compiles the production server (src/server/: start, worker, migrate, build, and what they import
 * from src/ and the Payload config) to JavaScript in dist/server/, when it is missing or a source
 * it was compiled from changed since; `--force` compiles in any case (npm run build). npm runs it
 * before `npm start`, `npm run worker` and `npm run migrate` (their pre-scripts), which then run
 * the compiled files with plain node. Plain JavaScript, so it needs nothing compiled itself.
 *
 * esbuild rather than tsc: the sources import through tsconfig's `@/` paths and without file
 * extensions (bundler resolution), which tsc would leave in its output for Node to fail on;
 * esbuild resolves both from tsconfig.json in about a second. Packages stay external (loaded from
 * node_modules as before). Code splitting keeps the sources' lazy imports lazy: Payload and its
 * config load only to migrate, Next only to serve.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'dist/server')
const metaFile = path.join(outDir, 'meta.json')
const entries = ['start', 'worker', 'migrate', 'build', 'backup', 'restore']
/** Besides the sources esbuild read: what changes how they compile. */
const settings = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/compile-server.mjs',
]

const mtime = (file) => {
  try {
    return statSync(path.join(root, file)).mtimeMs
  } catch {
    return Infinity
  }
}

function isStale() {
  let meta
  try {
    meta = JSON.parse(readFileSync(metaFile, 'utf8'))
  } catch {
    return true
  }
  if (entries.some((name) => mtime(`dist/server/${name}.js`) === Infinity)) return true
  return [...meta.inputs, ...settings].some((file) => mtime(file) > meta.compiledFrom)
}

/**
 * The server runs on the server: `server-only`, the marker of modules Next's client bundles must
 * not import, throws when plain node loads it, so the compiled server gets an empty module instead.
 */
const serverOnly = {
  name: 'server-only',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({
      path: 'server-only',
      namespace: 'empty',
    }))
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }))
  },
}

const nodeLoads = (specifier) => {
  try {
    return statSync(fileURLToPath(import.meta.resolve(specifier))).isFile()
  } catch {
    return false
  }
}

/**
 * Imports of a file inside a package (`next/cache`) as Node loads them: a package without an
 * `exports` map needs the file's extension (`next/cache.js`), which bundlers and tsx add silently.
 */
const nodeSubpaths = {
  name: 'node-subpaths',
  setup(build) {
    build.onResolve({ filter: /^(@[^/]+\/)?[^./@:][^/:]*\/./ }, ({ path: specifier }) => {
      for (const candidate of [specifier, `${specifier}.js`])
        if (nodeLoads(candidate)) return { path: candidate, external: true }
      return { errors: [{ text: `Node cannot load "${specifier}" from node_modules` }] }
    })
  },
}

/**
 * Compiles into a folder of its own, then moves the files into dist/server/: chunks (named by
 * their content) first, the entries and meta.json last, so a process starting meanwhile, or
 * another compile at the same time, never sees half a set.
 */
async function compile({ prune }) {
  const { build } = await import('esbuild')
  const compiledFrom = Date.now()
  const temp = path.join(root, 'dist', `.server-${randomUUID()}`)
  try {
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: entries.map((name) => `src/server/${name}.ts`),
      outdir: temp,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      // TypeScript's order: swissDates.ts before SwissDates.tsx beside it (src/admin/dates/).
      resolveExtensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
      // What start.ts, worker.ts and migrate.ts import first, as `next start` does: the globals
      // (AsyncLocalStorage …) Next's modules capture when they load. Split into chunks, an entry
      // imports its chunks before its own first line: this keeps that import ahead of all of them.
      banner: { js: "import 'next/dist/server/node-environment.js'" },
      logLevel: 'warning',
      plugins: [serverOnly, nodeSubpaths],
    })
    const outputs = Object.keys(metafile.outputs).map((file) =>
      path.relative(temp, path.join(root, file)),
    )
    mkdirSync(path.join(outDir, 'chunks'), { recursive: true })
    const chunksFirst = [...outputs].sort(
      (a, b) => Number(b.startsWith('chunks/')) - Number(a.startsWith('chunks/')),
    )
    for (const file of chunksFirst) renameSync(path.join(temp, file), path.join(outDir, file))
    const inputs = Object.keys(metafile.inputs).filter((file) => !file.startsWith('empty:'))
    writeFileSync(path.join(temp, 'meta.json'), `${JSON.stringify({ compiledFrom, inputs })}\n`)
    renameSync(path.join(temp, 'meta.json'), metaFile)
    if (prune)
      for (const chunk of readdirSync(path.join(outDir, 'chunks')))
        if (!outputs.includes(`chunks/${chunk}`)) rmSync(path.join(outDir, 'chunks', chunk))
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
}

const force = process.argv.includes('--force')
if (force || isStale()) {
  console.log('• Compiling the server (src/server → dist/server)…')
  await compile({ prune: force }).catch((error) => {
    // esbuild has printed its errors; anything else is shown here.
    if (!Array.isArray(error?.errors)) console.error(error)
    console.error('✖ Compiling the server failed: see the output above.')
    process.exit(1)
  })
}
