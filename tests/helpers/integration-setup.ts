import { randomUUID } from 'node:crypto'

import type { TestProject } from 'vitest/node'

import { dropTemplate } from './payload'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
  }
}

/** Names the run's migrated template database (tests/helpers/payload.ts) and drops it at the end. */
export default function setup(project: TestProject) {
  const name = `unbound_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  project.provide('templateDatabase', name)
  return () => dropTemplate(name)
}
