import { expect, test } from '@playwright/test'

import { routePages, storedSlug } from '../helpers/routes'

test.describe('foundation', () => {
  test('serves the seeded home page in both languages', async ({ page }) => {
    for (const [prefix, lang] of [
      ['de', 'de-CH'],
      ['en', 'en'],
    ] as const) {
      const response = await page.goto(`/${prefix}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).not.toBeEmpty()
    }
  })

  test('GraphQL returns every page of ROUTES.md in English', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: {
        operationName: 'EnglishPages',
        variables: {},
        query: 'query EnglishPages { Pages(locale: en, limit: 200) { docs { slug title } } }',
      },
    })
    expect(response.status()).toBe(200)
    const body = await response.json()
    const slugs: string[] = body.data.Pages.docs.map((doc: { slug: string }) => doc.slug)
    for (const segments of Object.values(routePages))
      expect(slugs).toContain(storedSlug(segments.en))
  })

  test('the admin accepts the staff log-in and speaks both languages', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/e-?mail/i).fill('admin@unbound.example')
    await page.getByLabel(/passwor/i).fill('e2e-admin-password')
    await page.getByRole('button', { name: /log ?in|anmelden/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /pages|seiten/i }).first()).toBeVisible()
  })
})
