import { expect, test, type Page } from '@playwright/test'

import { adminToken, authHeaders, waitForText } from '../helpers/e2e/site'

const measurementId = 'G-E2ETEST123'

type PageView = { page_path: string }

/** page_view events the page pushed to the data layer (the real gtag.js is replaced by an empty script). */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
      .map((entry) => entry[2] as PageView),
  )

test.describe.serial('analytics', () => {
  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request)
    const response = await request.post('/api/globals/site-settings', {
      headers: authHeaders(token),
      data: { gaMeasurementId: measurementId },
    })
    expect(response.status(), await response.text()).toBe(200)
    await waitForText(request, '/en/about', measurementId)
  })

  test.afterAll(async ({ request }) => {
    const token = await adminToken(request)
    await request.post('/api/globals/site-settings', {
      headers: authHeaders(token),
      data: { gaMeasurementId: '' },
    })
  })

  test('loads after interaction readiness and reports one page view per route and hash change', async ({
    page,
  }) => {
    const scriptRequests: string[] = []
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      scriptRequests.push(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' })
    })
    await page.route(/google-analytics\.com/, (route) => route.fulfill({ status: 204 }))

    await page.goto('/en/glossary')
    await expect.poll(() => scriptRequests.length).toBe(1)
    expect(scriptRequests[0]).toContain(`id=${measurementId}`)
    await expect
      .poll(async () => (await pageViews(page)).map((view) => view.page_path))
      .toEqual(['/en/glossary'])

    // Hash change (A–Z index link).
    await page.locator('.letters a').first().click()
    await expect.poll(async () => (await pageViews(page)).length).toBe(2)
    expect((await pageViews(page))[1].page_path).toMatch(/^\/en\/glossary#letter-/)

    // Client-side route change (next/link).
    await page.locator('.glossary-index__term').first().click()
    await expect(page).toHaveURL(/\/en\/glossary\/[a-z0-9-]+$/)
    await expect.poll(async () => (await pageViews(page)).length).toBe(3)
    const views = await pageViews(page)
    expect(views[2].page_path).toBe(new URL(page.url()).pathname)

    // Nothing more without navigation.
    await page.waitForTimeout(500)
    expect(await pageViews(page)).toHaveLength(3)
    expect(scriptRequests).toHaveLength(1)
  })

  test('loads nothing when the browser sends Global Privacy Control', async ({ page }) => {
    const scriptRequests: string[] = []
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      scriptRequests.push(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    await page.goto('/de/ueber-uns')
    await page.waitForLoadState('networkidle')
    expect(scriptRequests).toHaveLength(0)
    expect(await pageViews(page)).toHaveLength(0)
  })
})
