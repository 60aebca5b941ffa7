import path from 'node:path'

import type { Browser, BrowserContext, Page } from '@playwright/test'

export const outDir = path.resolve(import.meta.dirname, '../../screenshots')

export const widths = [390, 1280]
export const schemes = ['light', 'dark'] as const

/** One pass of screenshots: a viewport width and a colour scheme. */
export type View = { width: number; scheme: (typeof schemes)[number] }

/** A phone (390 px, twice the pixels) or a desktop browser window in the view's colour scheme. */
export const newViewContext = (
  browser: Browser,
  { width, scheme }: View,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: width < 600 ? 2 : 1,
    colorScheme: scheme,
    ...options,
  })

/** Saves the whole page as screenshots/<name>-<language>-<width>-<scheme>.png. */
export async function saveScreenshot(page: Page, name: string, language: string, view: View) {
  const file = path.join(outDir, `${name}-${language}-${view.width}-${view.scheme}.png`)
  await page.screenshot({ path: file, fullPage: true })
  console.log(`screenshots/${path.basename(file)}`)
}
