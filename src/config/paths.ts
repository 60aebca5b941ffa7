import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The project's folder: the nearest one above this module holding package.json. The same from the
 * sources (src/server/) and from the compiled server (dist/server/, dist/server/chunks/).
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`)
  }
}

export const root = projectRoot(import.meta.dirname)
export const dataDir = path.join(root, 'data')

/** Loads the project's .env into process.env, if there is one; variables already set win. */
export function loadDotEnv(): void {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}
