import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isAppScreen } from '@/routing/screens'

const localeDir = path.resolve(import.meta.dirname, '../../src/app/(site)/[locale]')

/** Whether a page.tsx sits in `directory` or below it. */
const holdsPage = (directory: string): boolean =>
  readdirSync(directory, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? holdsPage(path.join(directory, entry.name)) : entry.name === 'page.tsx',
  )

/** First segments of the app's own screens, read from the route folders (groups opened). */
function screenFolders(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return []
    const full = path.join(directory, entry.name)
    if (/^\(.+\)$/.test(entry.name)) return screenFolders(full)
    if (/^[[@]/.test(entry.name) || !holdsPage(full)) return []
    return [entry.name]
  })
}

describe('the app screens below a language', () => {
  it('are exactly the route folders that hold a page', () => {
    const folders = screenFolders(localeDir)
    expect(folders.length).toBeGreaterThan(5)
    for (const folder of folders) expect(isAppScreen(folder), folder).toBe(true)
    for (const other of ['ueber-uns', 'blog', 'og-image', 'glossar', undefined])
      expect(isAppScreen(other), String(other)).toBe(false)
    expect(folders.sort()).toEqual(
      [
        'control',
        'forgot-password',
        'login',
        'newsletter',
        'reset-password',
        'search',
        'signup',
        'suche',
        'verify',
      ].sort(),
    )
  })
})
