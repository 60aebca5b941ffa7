import type { Page } from '@playwright/test'

import { saveScreenshot, type View } from './capture'

/** Page name and its path in each language (ROUTES.md; case study and post slugs from the seed). */
export const sitePages: [name: string, de: string, en: string][] = [
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

/** The main page types of the public site, in both languages. */
export async function shootSitePages(page: Page, baseUrl: string, view: View) {
  for (const [name, de, en] of sitePages) {
    for (const [language, pagePath] of [
      ['de', de],
      ['en', en],
    ] as const) {
      const response = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' })
      if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`)
      // Lazy images below the fold load once scrolled into view.
      await page.evaluate(async () => {
        for (const image of Array.from(document.images)) image.loading = 'eager'
        await Promise.all(
          Array.from(document.images).map((image) => image.decode().catch(() => undefined)),
        )
      })
      await saveScreenshot(page, name, language, view)
    }
  }
}
