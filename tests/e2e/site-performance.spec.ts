import { expect, test, type Page } from '@playwright/test'

// A string that only Apollo Client's bundled code contains (the name of its GraphQL error class).
const apolloMarker = 'CombinedGraphQLErrors'
// Apollo Client's core (its error links), without the small error classes a sign-in page keeps.
const apolloCoreMarker = 'go.apollo.dev'

/** Records the bodies of every script the page loads from this site. */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/')) {
      bodies.push(response.text().catch(() => ''))
    }
  })
  return {
    loadedApollo: async () =>
      (await Promise.all(bodies)).some((body) => body.includes(apolloMarker)),
    loadedApolloCore: async () =>
      (await Promise.all(bodies)).some((body) => body.includes(apolloCoreMarker)),
  }
}

test.describe('client JavaScript', () => {
  for (const path of ['/en', '/de/glossar/headless', '/en/blog']) {
    test(`${path} loads no Apollo Client`, async ({ page }) => {
      const scripts = recordScripts(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await scripts.loadedApollo()).toBe(false)
    })
  }

  test('the contact form loads Apollo Client once the visitor starts filling it in', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    await page.goto('/en/contact')
    const form = page.locator('form[data-form="contact"]')
    await expect(form).toHaveAttribute('data-ready', 'true')
    await page.waitForLoadState('networkidle')
    expect(await scripts.loadedApollo()).toBe(false)

    await form.getByLabel('Name').focus()
    await expect.poll(() => scripts.loadedApollo()).toBe(true)
  })

  test('the log-in page loads Apollo Client once the visitor starts filling in the form', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    await page.goto('/en/login')
    const email = page.locator('#login-email')
    await expect(email).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await scripts.loadedApolloCore()).toBe(false)

    await email.focus()
    await expect.poll(() => scripts.loadedApolloCore()).toBe(true)
  })
})

test.describe('first visit', () => {
  test('public pages are answered at once, without a critical client-hint retry', async ({
    request,
  }) => {
    for (const path of ['/en', '/de/kontakt']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['critical-ch']).toBeUndefined()
    }
  })

  test('the admin still receives the colour-scheme hint for its theme', async ({ request }) => {
    const response = await request.get('/admin/login')
    expect(response.headers()['accept-ch']).toContain('Sec-CH-Prefers-Color-Scheme')
  })
})
