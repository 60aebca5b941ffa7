import { expect, test } from '@playwright/test'

import { firstDocument } from '../helpers/e2e/site'
import { routePages } from '../helpers/routes'

const prefixes = { de: '/de', en: '/en' } as const
const path = (locale: 'de' | 'en', segment: string) =>
  segment ? `${prefixes[locale]}/${segment}` : prefixes[locale]

test.describe('public routes of ROUTES.md', () => {
  for (const [key, segments] of Object.entries(routePages)) {
    test(`${key}: both languages answer with one <h1>, their lang and alternates to each other`, async ({
      page,
    }) => {
      for (const locale of ['de', 'en'] as const) {
        const own = path(locale, segments[locale])
        const other = locale === 'de' ? path('en', segments.en) : path('de', segments.de)
        const response = await page.goto(own)
        expect(response?.status(), own).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'de' ? 'de-CH' : 'en')
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).not.toBeEmpty()
        const hreflang = (code: string) =>
          page.locator(`head link[rel="alternate"][hreflang="${code}"]`)
        await expect(hreflang(locale === 'de' ? 'en' : 'de-CH')).toHaveAttribute(
          'href',
          new RegExp(`${other.replace(/\//g, '\\/')}$`),
        )
        await expect(hreflang(locale === 'de' ? 'de-CH' : 'en')).toHaveAttribute(
          'href',
          new RegExp(`${own.replace(/\//g, '\\/')}$`),
        )
        await expect(hreflang('x-default')).toHaveAttribute(
          'href',
          new RegExp(`${path('de', segments.de).replace(/\//g, '\\/')}$`),
        )
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${own.replace(/\//g, '\\/')}$`),
        )
        await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1)
      }
    })
  }

  const details = [
    { collection: 'case-studies', de: 'erfolgsgeschichten', en: 'success-stories' },
    { collection: 'posts', de: 'blog', en: 'blog' },
    { collection: 'job-openings', de: 'karriere', en: 'careers' },
    { collection: 'glossary-terms', de: 'glossar', en: 'glossary' },
  ]
  for (const detail of details) {
    test(`${detail.collection}: detail pages in both languages point at each other`, async ({
      page,
      request,
    }) => {
      const doc = await firstDocument(request, detail.collection)
      const de = `/de/${detail.de}/${doc.slug['de-CH']}`
      const en = `/en/${detail.en}/${doc.slug.en}`
      for (const [own, other, lang] of [
        [de, en, 'de-CH'],
        [en, de, 'en'],
      ] as const) {
        const response = await page.goto(own)
        expect(response?.status(), own).toBe(200)
        // Alternates come from the document only: no Link header guessing the other path.
        expect(response?.headers().link, own).toBeUndefined()
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(
          page.locator(`head link[rel="alternate"][hreflang="${lang === 'en' ? 'de-CH' : 'en'}"]`),
        ).toHaveAttribute('href', new RegExp(`${other}$`))
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
        expect(jsonLd.some((text) => text.includes('BreadcrumbList'))).toBe(true)
        if (detail.collection === 'posts')
          expect(jsonLd.some((text) => text.includes('"BlogPosting"'))).toBe(true)
        if (detail.collection === 'glossary-terms')
          expect(jsonLd.some((text) => text.includes('"DefinedTerm"'))).toBe(true)
      }
    })
  }

  test('the home page carries Organization JSON-LD, the FAQ page FAQPage JSON-LD', async ({
    page,
  }) => {
    await page.goto('/en')
    expect(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).join(),
    ).toContain('"Organization"')
    await page.goto('/de/faq')
    expect(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).join(),
    ).toContain('"FAQPage"')
  })

  test('sitemap lists both languages with alternates; robots points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/de/ueber-uns</loc>')
    expect(sitemap).toContain('/en/about</loc>')
    expect(sitemap).toMatch(/hreflang="x-default"/)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })

  test('a generated Open Graph image answers as PNG', async ({ page, request }) => {
    await page.goto('/en/about')
    const image = await page.locator('head meta[property="og:image"]').getAttribute('content')
    const response = await request.get(new URL(image!).pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/png')
  })
})

test.describe('language switcher', () => {
  test('lands on the same document in the other language', async ({ page }) => {
    await page.goto('/de/ueber-uns')
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/\/de\/ueber-uns$/)
  })

  test('follows localized slugs of prefixed documents', async ({ page, request }) => {
    const doc = await firstDocument(request, 'case-studies')
    await page.goto(`/en/success-stories/${doc.slug.en}`)
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(new RegExp(`/de/erfolgsgeschichten/${doc.slug['de-CH']}$`))
  })

  test('remembers the choice: / then opens the chosen language, whatever the browser prefers', async ({
    page,
  }) => {
    await page.goto('/de/ueber-uns')
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/\/de$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
  })

  test('the search page switches to the search page of the other language', async ({ page }) => {
    await page.goto('/en/search?q=graphql')
    await expect(page.getByTestId('language-switcher')).toHaveAttribute('href', '/de/suche')
  })
})

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/en')
    const toggle = page.locator('.site-nav__toggle')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const firstGroup = page.locator('.site-nav__expand').first()
    await expect(firstGroup).toBeVisible()
    await firstGroup.focus()
    await page.keyboard.press('Enter')
    await expect(firstGroup).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('.site-nav__sub').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(firstGroup).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})
