import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { dropSeededTemplate, migratedTemplate } from './payload'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
    seededTemplateFolder: string
  }
}

/**
 * Migrates the run's template database (tests/helpers/payload.ts), names the folder of its seeded
 * template (made by the first file that needs it), and drops both at the end.
 */
export default async function setup(project: TestProject) {
  const template = await migratedTemplate()
  const seededFolder = path.resolve(import.meta.dirname, `../.tmp/seeded-${randomUUID()}`)
  project.provide('templateDatabase', template.uri)
  project.provide('seededTemplateFolder', seededFolder)
  return async () => {
    await dropSeededTemplate(seededFolder)
    await template.drop()
  }
}
