import { expect, test } from '@playwright/test'

import {
  adminToken,
  authHeaders,
  createStaff,
  lexicalParagraph,
  logInToAdmin,
  waitForText,
} from '../helpers/e2e/site'

test.describe('redirects', () => {
  test('/de/glossary and /de/glossary/{term} answer 308 to the German glossary', async ({
    request,
  }) => {
    const index = await request.get('/de/glossary', { maxRedirects: 0 })
    expect(index.status()).toBe(308)
    expect(index.headers().location).toMatch(/\/de\/glossar$/)
    const term = await request.get('/de/glossary/graphql', { maxRedirects: 0 })
    expect(term.status()).toBe(308)
    expect(term.headers().location).toMatch(/\/de\/glossar\/graphql$/)
  })

  test('the first page of an archive has one URL', async ({ request }) => {
    const response = await request.get('/de/blog/seite/1', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(/\/de\/blog$/)
  })

  test('redirects editors create in the CMS are honoured before the 404', async ({ request }) => {
    const token = await adminToken(request)
    const from = `/de/alte-seite-${Date.now()}`
    const created = await request.post('/api/redirects', {
      headers: authHeaders(token),
      data: { from, to: { type: 'custom', url: '/de/kontakt' }, type: '301' },
    })
    expect(created.status()).toBe(201)
    const response = await request.get(from, { maxRedirects: 0 })
    expect([301, 308]).toContain(response.status())
    expect(response.headers().location).toMatch(/\/de\/kontakt$/)
  })
})

test.describe('not found', () => {
  for (const [path, lang, message, call] of [
    [
      '/de/diese-seite-gibt-es-nicht',
      'de-CH',
      'Diese Seite scheint nicht mehr zu existieren. Bitte versuchen Sie es über einen anderen Link, schreiben Sie uns eine E-Mail',
      'oder rufen Sie uns an',
    ],
    [
      '/en/this-page-does-not-exist',
      'en',
      'The page seems to no longer exist. Please try it via another link, write us an email',
      'or call us',
    ],
    [
      '/en/careers/no-such-position',
      'en',
      'The page seems to no longer exist. Please try it via another link, write us an email',
      'or call us',
    ],
  ] as const) {
    test(`${path} answers 404 with the localized message, e-mail and phone`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const text = page.getByTestId('not-found-message')
      await expect(text).toContainText(message)
      await expect(text).toContainText(call)
      await expect(text.locator('a[href^="mailto:"]')).toHaveCount(1)
      await expect(text.locator('a[href^="tel:"]')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveCount(1)
    })
  }
})

test.describe('blog', () => {
  test('the feed of each language lists its posts', async ({ request }) => {
    for (const [path, language, postPath] of [
      ['/de/blog/feed.xml', 'de-CH', '/de/blog/'],
      ['/en/blog/feed.xml', 'en', '/en/blog/'],
    ] as const) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/rss+xml')
      const xml = await response.text()
      expect(xml).toContain(`<language>${language}</language>`)
      expect(xml).toContain(postPath)
      expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThan(0)
    }
  })

  test('pages announce the feed of their language', async ({ page }) => {
    await page.goto('/en/blog')
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', /\/en\/blog\/feed\.xml$/)
  })

  test('a post published through the API appears without a rebuild, and the overview paginates 9 per page', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const stamp = Date.now()
    // Enough new posts for a second overview page.
    for (let index = 0; index < 4; index += 1) {
      const created = await request.post('/api/posts?locale=de-CH', {
        headers: authHeaders(token),
        data: {
          title: `Testbeitrag ${stamp}-${index}`,
          slug: `testbeitrag-${stamp}-${index}`,
          excerpt: 'Ein Beitrag aus dem End-to-End-Test.',
          content: lexicalParagraph('Inhalt des Testbeitrags.'),
          _status: 'published',
          publishedAt: new Date(Date.now() + index * 1000).toISOString(),
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { doc } = await created.json()
      const english = await request.patch(`/api/posts/${doc.id}?locale=en`, {
        headers: authHeaders(token),
        data: {
          title: `Test post ${stamp}-${index}`,
          slug: `test-post-${stamp}-${index}`,
          excerpt: 'A post from the end-to-end test.',
          content: lexicalParagraph('Body of the test post.'),
          _status: 'published',
        },
      })
      expect(english.status()).toBe(200)
    }

    await waitForText(request, `/de/blog/testbeitrag-${stamp}-3`, `Testbeitrag ${stamp}-3`)
    await waitForText(request, '/en/blog', `Test post ${stamp}-3`)
    await waitForText(request, '/en/blog/feed.xml', `Test post ${stamp}-3`)
    await waitForText(request, '/sitemap.xml', `/de/blog/testbeitrag-${stamp}-3`)

    await page.goto('/de/blog')
    await expect(page.locator('.posts > li')).toHaveCount(9)
    const next = page
      .getByRole('navigation', { name: 'Seiten' })
      .getByRole('link', { name: /Nächste Seite/ })
    await next.click()
    await expect(page).toHaveURL(/\/de\/blog\/seite\/2$/)
    await expect(page.locator('h1')).toContainText('Seite 2')
    expect(await page.locator('.posts > li').count()).toBeGreaterThan(0)
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/\/en\/blog\/page\/2$/)
    expect((await page.request.get('/en/blog/page/99')).status()).toBe(404)
  })

  test('the category filter narrows the overview', async ({ page }) => {
    await page.goto('/en/blog')
    const filter = page.getByRole('navigation', { name: 'Filter posts by topic' })
    const first = filter.getByRole('link').nth(1)
    const name = (await first.textContent())!.trim()
    await first.click()
    await expect(page).toHaveURL(/\/en\/blog\/category\/[a-z0-9-]+$/)
    await expect(page.locator('h1')).toContainText(name)
    await expect(filter.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
  })

  test('code samples copy to the clipboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.goto('/en/blog/weather-dependent-pricing')
    const button = page.locator('.code .copy-button').first()
    await expect(button).toHaveText('Copy to clipboard?')
    // Click until hydrated: the first click can land before React attached its handler.
    await expect(async () => {
      await button.click()
      await expect(button).toHaveText('Copied!', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('weather')
  })
})

test.describe('search', () => {
  test('finds documents of the page’s language only, server-side', async ({ page }) => {
    const response = await page.goto('/en/search?q=GraphQL')
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('Search')
    const results = page.locator('.search-result')
    expect(await results.count()).toBeGreaterThan(0)
    for (const href of await results
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/en(\/|$)/)
    }
    await page.goto('/de/suche?q=GraphQL')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH')
    for (const href of await page
      .locator('.search-result a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/de(\/|$)/)
    }
  })

  test('the form submits without JavaScript semantics and reports no hits', async ({ page }) => {
    await page.goto('/de/suche')
    await page.getByLabel('Website durchsuchen').fill('zzqxnichtvorhanden')
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/\/de\/suche\?q=zzqxnichtvorhanden/)
    await expect(page.locator('#search-status')).toContainText('Keine Treffer')
  })

  test('the other language’s search word is not a route', async ({ request }) => {
    expect((await request.get('/de/search')).status()).toBe(404)
  })
})

test.describe('publishing', () => {
  test('a page published through the API is served at its localized slugs, and edits show after publishing', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const stamp = Date.now()
    const created = await request.post('/api/pages?locale=de-CH', {
      headers: authHeaders(token),
      data: {
        title: `Neue Seite ${stamp}`,
        slug: `neue-seite-${stamp}`,
        _status: 'published',
        layout: [{ blockType: 'content', content: lexicalParagraph('Erster Stand.') }],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = await created.json()
    await request.patch(`/api/pages/${doc.id}?locale=en`, {
      headers: authHeaders(token),
      data: {
        title: `New page ${stamp}`,
        slug: `new-page-${stamp}`,
        _status: 'published',
        layout: [
          {
            id: doc.layout[0].id,
            blockType: 'content',
            content: lexicalParagraph('First version.'),
          },
        ],
      },
    })

    await waitForText(request, `/de/neue-seite-${stamp}`, 'Erster Stand.')
    await page.goto(`/en/new-page-${stamp}`)
    await expect(page.locator('h1')).toHaveText(`New page ${stamp}`)
    await page.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(new RegExp(`/de/neue-seite-${stamp}$`))

    const updated = await request.patch(`/api/pages/${doc.id}?locale=de-CH`, {
      headers: authHeaders(token),
      data: { title: `Geänderte Seite ${stamp}`, _status: 'published' },
    })
    expect(updated.status()).toBe(200)
    await waitForText(request, `/de/neue-seite-${stamp}`, `Geänderte Seite ${stamp}`)
  })
})

test.describe('revalidation by cache tags', () => {
  test('a case study edit shows on its list and in the home page teaser; an unrelated page stays cached', async ({
    request,
  }) => {
    const token = await adminToken(request)
    const homes = await request.get('/api/pages?where[slug][equals]=home&locale=de-CH&depth=0')
    const layout = (await homes.json()).docs[0].layout as {
      blockType: string
      caseStudies?: number[]
    }[]
    const id = layout.find((block) => block.blockType === 'caseStudyHighlights')!.caseStudies![0]!
    const before = await request.get(`/api/case-studies/${id}?locale=de-CH&depth=0`)
    const original = (await before.json()).title as string
    const unrelated = '/de/impressum'
    await expect
      .poll(async () => (await request.get(unrelated)).headers()['x-nextjs-cache'])
      .toBe('HIT')

    const title = `Geänderte Fallstudie ${Date.now()}`
    const edit = (data: Record<string, unknown>) =>
      request.patch(`/api/case-studies/${id}?locale=de-CH`, {
        headers: authHeaders(token),
        data: { ...data, _status: 'published' },
      })
    try {
      const updated = await edit({ title })
      expect(updated.status(), await updated.text()).toBe(200)
      await waitForText(request, '/de/erfolgsgeschichten', title)
      await waitForText(request, '/de', title)
      // Its tags are not this page's: Next still answers from its cache.
      expect((await request.get(unrelated)).headers()['x-nextjs-cache']).toBe('HIT')
    } finally {
      expect((await edit({ title: original })).status()).toBe(200)
    }
  })
})

test.describe('draft preview', () => {
  test('staff see unpublished changes after /next/preview; visitors keep the published page', async ({
    page,
    request,
    browser,
  }) => {
    const token = await adminToken(request)
    const stamp = Date.now()
    const created = await request.post('/api/pages?locale=de-CH', {
      headers: authHeaders(token),
      data: {
        title: `Vorschau ${stamp}`,
        slug: `vorschau-${stamp}`,
        _status: 'published',
        layout: [{ blockType: 'content', content: lexicalParagraph('Veröffentlicht.') }],
      },
    })
    const { doc } = await created.json()
    const draft = await request.patch(`/api/pages/${doc.id}?locale=de-CH&draft=true`, {
      headers: authHeaders(token),
      data: { title: `Entwurf ${stamp}`, _status: 'draft' },
    })
    expect(draft.status()).toBe(200)

    expect(
      (await request.get(`/next/preview?path=/de/vorschau-${stamp}`, { maxRedirects: 0 })).status(),
    ).toBe(403)

    // Sign in like the admin does (cookie), then open the preview link.
    const login = await page.request.post('/api/users/login', {
      data: { email: 'admin@unbound.example', password: 'e2e-admin-password' },
    })
    expect(login.ok()).toBe(true)
    await page.goto(`/next/preview?path=/de/vorschau-${stamp}`)
    await expect(page).toHaveURL(new RegExp(`/de/vorschau-${stamp}$`))
    await expect(page.locator('h1')).toHaveText(`Entwurf ${stamp}`)
    await expect(page.locator('.preview-banner')).toBeVisible()

    const visitor = await browser.newPage()
    await visitor.goto(`/de/vorschau-${stamp}`)
    await expect(visitor.locator('h1')).toHaveText(`Vorschau ${stamp}`)
    await visitor.close()

    // Logged out, the same browser keeps the draft-mode cookie but sees the published page,
    // and draft mode ends.
    const draftCookie = (await page.context().cookies()).find(
      (cookie) => cookie.name === '__prerender_bypass',
    )
    expect(draftCookie).toBeDefined()
    // Payload honours the session cookie only from the site's own origin, as a browser sends it.
    const origin = new URL(page.url()).origin
    expect((await page.request.post('/api/users/logout', { headers: { origin } })).ok()).toBe(true)
    await page.goto(`/de/vorschau-${stamp}`)
    await expect(page.locator('h1')).toHaveText(`Vorschau ${stamp}`)
    await expect(page.locator('.preview-banner')).toHaveCount(0)
    expect(
      (await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass'),
    ).toBe(false)

    // The cookie alone, carried by another browser, shows nothing unpublished either.
    const stranger = await browser.newContext()
    await stranger.addCookies([{ ...draftCookie!, expires: -1 }])
    const strangerPage = await stranger.newPage()
    await strangerPage.goto(`/de/vorschau-${stamp}`)
    await expect(strangerPage.locator('h1')).toHaveText(`Vorschau ${stamp}`)
    await expect(strangerPage.locator('.preview-banner')).toHaveCount(0)
    await stranger.close()
  })

  test('support opening a preview link sees the published page, without draft mode', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const stamp = Date.now()
    const created = await request.post('/api/pages?locale=de-CH', {
      headers: authHeaders(token),
      data: {
        title: `Support ${stamp}`,
        slug: `support-vorschau-${stamp}`,
        _status: 'published',
        layout: [{ blockType: 'content', content: lexicalParagraph('Veröffentlicht.') }],
      },
    })
    const { doc } = await created.json()
    await request.patch(`/api/pages/${doc.id}?locale=de-CH&draft=true`, {
      headers: authHeaders(token),
      data: { title: `Entwurf ${stamp}`, _status: 'draft' },
    })
    const { email } = await createStaff(request, 'support')
    await logInToAdmin(page, email)
    await page.goto(`/next/preview?path=/de/support-vorschau-${stamp}`)
    await expect(page).toHaveURL(new RegExp(`/de/support-vorschau-${stamp}$`))
    await expect(page.locator('h1')).toHaveText(`Support ${stamp}`)
    await expect(page.locator('.preview-banner')).toHaveCount(0)
    expect(
      (await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass'),
    ).toBe(false)
  })
})
