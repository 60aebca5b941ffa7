/**
 * npm run docs:config: writes docs/configuration.md and .env.example from src/config/env.ts
 * (./reference.ts). Run it after declaring or changing a variable, and commit both files.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { root } from '@/config/paths'

import { configurationReference, envExample } from './reference'

for (const [file, text] of [
  ['docs/configuration.md', configurationReference()],
  ['.env.example', envExample()],
] as const) {
  writeFileSync(path.join(root, file), text)
  console.log(`wrote ${file}`)
}
