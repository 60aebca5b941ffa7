import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { env } from '@/config/env'
import { root } from '@/config/paths'
import { StartupError } from '@/config/startupError'

import { precompressStaticAssets } from './precompress'

const sources = [
  'src',
  'public',
  'payload.config.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
]

/** The server around Next (compiled on its own, dist/server/): a change there needs no new Next build. */
const notInNextBuild = new Set([path.join(root, 'src/server')])

function newestMtime(entry: string): number {
  if (!existsSync(entry) || notInNextBuild.has(entry)) return 0
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stats.mtimeMs,
  )
}

export const distDir = () => path.join(root, env().NEXT_DIST_DIR)

/**
 * Written last by buildProductionApp and removed before it starts: Next writes BUILD_ID before its
 * build is complete, so a build stopped half-way (killed, power lost) would pass for a finished one.
 */
const completeMarker = () => path.join(distDir(), 'BUILD_COMPLETE')

/** True when there is no complete production build yet, or a source file changed after it was made. */
export function buildIsStale(): boolean {
  const marker = completeMarker()
  if (!existsSync(marker) || !existsSync(path.join(distDir(), 'BUILD_ID'))) return true
  const builtAt = statSync(marker).mtimeMs
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt)
}

/**
 * Removes the last build's output, keeping the compiler's cache. Next reads some of its files
 * before it clears the directory itself, and rewrites them in place during a build
 * (diagnostics/build-diagnostics.json): a build stopped mid-write leaves one cut off, and every
 * later build would fail on it ("Unexpected end of JSON input").
 */
export function clearLastBuild(dir: string): void {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir))
    if (entry !== 'cache') rmSync(path.join(dir, entry), { recursive: true, force: true })
}

/**
 * `next build` with the environment of this process, then the static assets compressed once. In
 * a child process and awaited: the event loop stays free (npm start's port answers meanwhile).
 */
export async function buildProductionApp(): Promise<void> {
  clearLastBuild(distDir())
  const next = path.join(root, 'node_modules/next/dist/bin/next')
  const build = spawn(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit' })
  const [status] = (await once(build, 'exit')) as [number | null]
  if (status !== 0) throw new StartupError('The production build failed: see the output above.')
  await precompressStaticAssets(path.join(distDir(), 'static'))
  writeFileSync(completeMarker(), `${new Date().toISOString()}\n`)
}
