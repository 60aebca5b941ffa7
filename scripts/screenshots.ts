/**
 * npm run screenshots: full-page screenshots of the main page types at 390 px and 1280 px, in
 * both languages and both colour schemes, into screenshots/ (git-ignored).
 *
 * Starts the app as the end-to-end tests do (npm start's script on a fresh SQLite database at
 * E2E_PORT, default 3100), or uses a running site given by SCREENSHOTS_URL.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './lib/chromium'
import { runOrExplain } from './lib/run'
import {
  appServerEnv,
  e2eBaseUrl,
  e2eDataDir,
  e2ePort,
  spawnApp,
  waitForServer,
} from '../tests/e2e/support/server'

const outDir = path.resolve(import.meta.dirname, '../screenshots')

/** Page name and its path in each language (ROUTES.md; case study and post slugs from the seed). */
const pages: [name: string, de: string, en: string][] = [
  ['home', '/de', '/en'],
  ['solution-retail', '/de/detailhandel', '/en/retail'],
  ['admin-ui', '/de/admin-ui', '/en/admin-ui'],
  [
    'case-study',
    '/de/erfolgsgeschichten/gastroverband-neun-regionen',
    '/en/success-stories/hospitality-association-nine-regions',
  ],
  ['blog-post', '/de/blog/wetterabhaengige-preise', '/en/blog/weather-dependent-pricing'],
  ['team', '/de/ueber-uns', '/en/about'],
  ['success-stories', '/de/erfolgsgeschichten', '/en/success-stories'],
]
const widths = [390, 1280]
const schemes = ['light', 'dark'] as const

async function startApp(): Promise<{ url: string; stop: () => void }> {
  const given = process.env.SCREENSHOTS_URL?.replace(/\/$/, '')
  if (given) return { url: given, stop: () => undefined }
  rmSync(e2eDataDir(), { recursive: true, force: true })
  const server: ChildProcess = spawnApp(appServerEnv(e2ePort(), 'screenshots'))
  let exited = false
  server.on('exit', () => {
    exited = true
  })
  await waitForServer(`${e2eBaseUrl()}/de`, 15 * 60_000, () => exited)
  return {
    url: e2eBaseUrl(),
    stop: () => {
      if (server.pid && !exited) process.kill(-server.pid, 'SIGTERM')
    },
  }
}

runOrExplain(async () => {
  const app = await startApp()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    mkdirSync(outDir, { recursive: true })
    for (const scheme of schemes) {
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 900 },
          deviceScaleFactor: width < 600 ? 2 : 1,
          colorScheme: scheme,
        })
        const page = await context.newPage()
        for (const [name, de, en] of pages) {
          for (const [language, pagePath] of [
            ['de', de],
            ['en', en],
          ] as const) {
            const response = await page.goto(`${app.url}${pagePath}`, { waitUntil: 'load' })
            if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`)
            // Lazy images below the fold load once scrolled into view.
            await page.evaluate(async () => {
              for (const image of Array.from(document.images)) image.loading = 'eager'
              await Promise.all(
                Array.from(document.images).map((image) => image.decode().catch(() => undefined)),
              )
            })
            const file = path.join(outDir, `${name}-${language}-${width}-${scheme}.png`)
            await page.screenshot({ path: file, fullPage: true })
            console.log(`screenshots/${path.basename(file)}`)
          }
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
    app.stop()
  }
})
