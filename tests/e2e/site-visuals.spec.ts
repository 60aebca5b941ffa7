import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { sitePages } from '../../tools/screenshots/site'

const caseStudies = {
  de: '/de/erfolgsgeschichten/gastroverband-neun-regionen',
  en: '/en/success-stories/hospitality-association-nine-regions',
}

/** The pages of `npm run screenshots` in both languages. */
const sitePaths = sitePages.flatMap(([, de, en]) => [de, en])

/** Those, and the Hackable page with its diagram. */
const visualPages = [...sitePaths, '/de/hackable', '/en/hackable']

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the pages with visuals (${scheme})`, async ({ browser }) => {
    test.setTimeout(300_000)
    const context = await browser.newContext({ colorScheme: scheme })
    const page = await context.newPage()
    for (const path of visualPages) {
      await page.goto(path)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      expect(results.violations, `${scheme} ${path}`).toEqual([])
    }
    await context.close()
  })
}

test('every image has alt text in the page language, empty only when decorative', async ({
  page,
}) => {
  const altTexts: Record<string, string[]> = {}
  for (const [locale, paths] of [
    ['de', ['/de', '/de/admin-ui', caseStudies.de, '/de/ueber-uns']],
    ['en', ['/en', '/en/admin-ui', caseStudies.en, '/en/about']],
  ] as const) {
    for (const path of paths) {
      await page.goto(path)
      const images = await page
        .locator('main img')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ alt: node.getAttribute('alt'), src: node.getAttribute('src') })),
        )
      expect(images.length, path).toBeGreaterThan(0)
      for (const image of images) expect(image.alt, `${path} ${image.src}`).not.toBeNull()
      altTexts[locale] = [
        ...(altTexts[locale] ?? []),
        ...images.map((image) => image.alt ?? '').filter(Boolean),
      ]
    }
  }
  // The admin UI screens and portraits are described in each page's own language.
  expect(altTexts.de).toContain('Illustriertes Porträt von Lena Brunner')
  expect(altTexts.en).toContain('Illustrated portrait of Lena Brunner')
  expect(altTexts.de.some((alt) => alt.startsWith('Admin UI: ein Velo'))).toBe(true)
  expect(altTexts.en.some((alt) => alt.startsWith('Admin UI: a bicycle'))).toBe(true)
  expect(altTexts.en.some((alt) => alt.includes('Porträt'))).toBe(false)
})

test('the weather-pricing diagram stands beside its code, above it on a phone, in each language', async ({
  browser,
}) => {
  for (const [path, alt] of [
    ['/de/hackable', 'Ablauf des Wetter-Plugins'],
    ['/en/hackable', 'How the weather plugin works'],
  ] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.goto(path)
      const diagram = page.locator('.code-sample__diagram img')
      await expect(diagram).toHaveAttribute('alt', new RegExp(`^${alt}`))
      await diagram.scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          diagram.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true)
      const picture = (await diagram.boundingBox())!
      const code = (await page.locator('.code-sample pre').boundingBox())!
      if (width === 1280) expect(picture.x + picture.width).toBeLessThanOrEqual(code.x)
      else expect(picture.y + picture.height).toBeLessThanOrEqual(code.y)
      await context.close()
    }
  }
})

test('the dark mode toggle is keyboard usable and remembered across a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'light' })
  const page = await context.newPage()
  await page.goto('/en')
  const toggle = page.getByRole('button', { name: 'Dark mode' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(background).not.toBe('rgb(251, 250, 247)')
  await context.close()
})

test('images are fetched at least as wide as they are shown, on a desktop and a phone', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  for (const view of [
    { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  ]) {
    const context = await browser.newContext(view)
    const page = await context.newPage()
    for (const path of sitePaths) {
      await page.goto(path)
      const images = await page.locator('main img').evaluateAll(async (nodes) => {
        const shown = nodes as HTMLImageElement[]
        for (const image of shown) image.loading = 'eager'
        await Promise.all(shown.map((image) => image.decode().catch(() => undefined)))
        return shown.map((image) => ({
          src: image.currentSrc,
          // The optimiser's width (naturalWidth of a srcset image is its width in the sizes slot).
          fetched: Number(new URL(image.currentSrc).searchParams.get('w') ?? image.naturalWidth),
          // Never more than the upload itself (its width attribute) can give.
          needed: Math.min(
            Math.round(image.clientWidth * devicePixelRatio),
            Number(image.getAttribute('width')),
          ),
        }))
      })
      for (const image of images)
        expect
          .soft(image.fetched, `${path} ${view.viewport.width}px ${image.src}`)
          .toBeGreaterThanOrEqual(image.needed)
    }
    await context.close()
  }
})
