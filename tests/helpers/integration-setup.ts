import type { TestProject } from 'vitest/node'

import { migratedTemplate } from './payload'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
  }
}

/** Migrates the run's template database (tests/helpers/payload.ts) and drops it at the end. */
export default async function setup(project: TestProject) {
  const template = await migratedTemplate()
  project.provide('templateDatabase', template.uri)
  return () => template.drop()
}
