import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { firstDocument } from '../helpers/e2e/site'

const pageTypes = async (request: Parameters<typeof firstDocument>[0]) => {
  const [study, post, job, term] = await Promise.all([
    firstDocument(request, 'case-studies'),
    firstDocument(request, 'posts'),
    firstDocument(request, 'job-openings'),
    firstDocument(request, 'glossary-terms'),
  ])
  return {
    de: [
      '/de',
      '/de/unbound-engine',
      '/de/vergleich',
      '/de/faq',
      '/de/blog',
      '/de/glossar',
      '/de/karriere',
      '/de/erfolgsgeschichten',
      '/de/ueber-uns',
      '/de/cloud',
      '/de/suche?q=graphql',
      '/de/gibt-es-nicht',
      `/de/erfolgsgeschichten/${study.slug['de-CH']}`,
      `/de/blog/${post.slug['de-CH']}`,
      `/de/karriere/${job.slug['de-CH']}`,
      `/de/glossar/${term.slug['de-CH']}`,
    ],
    en: [
      '/en',
      '/en/unbound-engine',
      '/en/compare',
      '/en/faq',
      '/en/blog',
      '/en/glossary',
      '/en/careers',
      '/en/success-stories',
      '/en/about',
      '/en/cloud',
      '/en/search?q=graphql',
      '/en/does-not-exist',
      `/en/success-stories/${study.slug.en}`,
      `/en/blog/${post.slug.en}`,
      `/en/careers/${job.slug.en}`,
      `/en/glossary/${term.slug.en}`,
    ],
  }
}

for (const locale of ['de', 'en'] as const) {
  test(`axe finds no violations on every page type (${locale})`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const paths = (await pageTypes(request))[locale]
    for (const path of paths) {
      await page.goto(path)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
      expect(summary, path).toEqual([])
    }
  })
}

test('axe is clean with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/about')
  await page.locator('.site-nav__toggle').click()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})
