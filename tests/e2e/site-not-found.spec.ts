import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { registerShowsNothing } from '../../src/cache/notFoundChannel'
import type deCommonJson from '../../src/i18n/messages/de-CH/common.json'
import type deSiteJson from '../../src/i18n/messages/de-CH/site.json'
import { unknownPathLanguage } from '../../src/server/unknownPaths'
import { adminToken, authHeaders } from '../helpers/e2e/site'

/**
 * The 404 page is rendered on the server, and kept once per language by the server in front of
 * Next. The HTML is read without a browser and with every <script> removed, so nothing here comes
 * from JavaScript or the inline RSC payload.
 */
const messages = (locale: 'de-CH' | 'en') => {
  const read = (file: string) =>
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, `../../src/i18n/messages/${locale}/${file}`),
        'utf8',
      ),
    )
  return {
    common: (read('common.json') as typeof deCommonJson).common,
    site: (read('site.json') as typeof deSiteJson).site,
  }
}
const languages = { 'de-CH': messages('de-CH'), en: messages('en') }

const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

for (const [path, lang] of [
  ['/de/gibt-es-nicht', 'de-CH'],
  ['/en/does-not-exist', 'en'],
  ['/de/blog/gibt-es-nicht/auch-nicht', 'de-CH'],
  ['/en/careers/no-such-position', 'en'],
] as const) {
  test(`${path} answers 404 with the localized page in its HTML`, async ({ request }) => {
    const settings = await (await request.get('/api/globals/site-settings?depth=0')).json()
    const { common, site } = languages[lang]
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('id="__next_error__"')
    const markup = markupOf(html)
    expect(markup).toContain(`<html lang="${lang}"`)
    expect(markup).toContain(`<title>${site.notFound.title} · ${settings.brandName}</title>`)
    expect(markup).toMatch(/<meta name="robots" content="noindex"\/>/)
    expect(markup).toContain(`<h1>${site.notFound.title}</h1>`)
    expect(markup).toContain(common.errors.notFound)
    expect(markup).toContain(site.notFound.call)
    expect(markup).toContain(`href="mailto:${settings.contactEmail}"`)
    expect(markup).toContain(`href="tel:${settings.contactPhone.replace(/[^\d+]/g, '')}"`)
    expect(markup).toContain('<header class="site-header"')
    expect(markup).toContain(`aria-label="${site.nav.label}"`)
    expect(markup).toContain('<footer class="site-footer"')
    // No guessed path in the other language: its home.
    expect(markup).toMatch(
      new RegExp(`class="lang-switch__link" href="/${lang === 'en' ? 'de' : 'en'}"`),
    )
  })
}

test('the 404 page stays small: compact header and footer, at most 27 000 bytes of HTML in each language', async ({
  request,
}) => {
  // Twice the 404 page of Payload's website template (13.5 KB, docs/performance.md).
  for (const path of ['/de/gibt-es-nicht-klein', '/en/no-such-page-small']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(Buffer.byteLength(html), path).toBeLessThanOrEqual(27_000)
    expect(markupOf(html)).toContain('<footer class="site-footer" data-compact="true">')
    expect(markupOf(html)).not.toContain('site-nav__list')
  }
  // A page with a document keeps the full menu and footer.
  const markup = markupOf(await (await request.get('/en')).text())
  expect(markup).toContain('site-nav__list')
  expect(markup).toContain('site-footer__newsletter')
})

test('the 404 answer stays 404 when it comes from the cache', async ({ request }) => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await request.get('/en/does-not-exist-either')
    expect(response.status()).toBe(404)
    expect(markupOf(await response.text())).toContain(languages.en.common.errors.notFound)
  }
})

test('the server asks the app only about paths the build routes to the document page', async () => {
  const asked: string[] = []
  registerShowsNothing(async (language, segments) => {
    asked.push(`/${language}/${segments.join('/')}`)
    return true
  })
  const languageOf = unknownPathLanguage(
    path.resolve(import.meta.dirname, '../..', process.env.NEXT_DIST_DIR || '.next'),
  )
  const candidates = ['/de/gibt-es-nicht', '/en/no/such/page', '/en/blog/no-such-post', '/xx/abc']
  for (const candidate of candidates) expect(await languageOf(candidate)).not.toBeNull()
  for (const other of [
    '/de',
    '/en/',
    '/de/login',
    '/en/signup',
    '/de/control/organisations/7',
    '/en/control/anything/else',
    '/de/blog/feed.xml',
    '/de/og-image/ueber-uns',
    '/de/newsletter/confirm',
    '/de/suche',
    '/de/glossary/headless',
    '/de/Glossary',
    '/de/trailing/',
    '/de/f%C3%BCr-sie',
    '/de/a..b',
    '/de//double',
    '/api/pages',
    '/admin/collections/pages',
    '/next/preview',
    '/sitemap.xml',
  ])
    expect(await languageOf(other), other).toBeNull()
  expect(asked).toEqual(candidates)
})

test('a path that answered 404 shows what is published or redirected there next', async ({
  request,
}) => {
  const token = await adminToken(request)
  const stamp = Date.now()
  const [pagePath, redirectPath] = [`/de/neu-${stamp}`, `/de/frueher-${stamp}`]
  for (const path of [pagePath, redirectPath]) expect((await request.get(path)).status()).toBe(404)

  const created = await request.post('/api/pages?locale=de-CH', {
    headers: authHeaders(token),
    data: { title: `Neu ${stamp}`, slug: `neu-${stamp}`, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const shown = await request.get(pagePath)
  expect(shown.status()).toBe(200)
  expect(await shown.text()).toContain(`Neu ${stamp}`)

  const redirect = await request.post('/api/redirects', {
    headers: authHeaders(token),
    data: { from: redirectPath, to: { type: 'custom', url: '/de/kontakt' }, type: '301' },
  })
  expect(redirect.status()).toBe(201)
  const moved = await request.get(redirectPath, { maxRedirects: 0 })
  expect([301, 308]).toContain(moved.status())
  expect(moved.headers().location).toMatch(/\/de\/kontakt$/)
})

test('the 404 page shows a change of the site settings at once', async ({ request }) => {
  const token = await adminToken(request)
  const settings = await (await request.get('/api/globals/site-settings?depth=0')).json()
  const changed = `hallo-${Date.now()}@unbound.example`
  expect((await request.get('/en/missing-before-the-change')).status()).toBe(404)
  const update = (contactEmail: string) =>
    request.post('/api/globals/site-settings', {
      headers: authHeaders(token),
      data: { contactEmail },
    })
  try {
    expect((await update(changed)).status()).toBe(200)
    const after = await request.get('/en/missing-after-the-change')
    expect(after.status()).toBe(404)
    expect(markupOf(await after.text())).toContain(`href="mailto:${changed}"`)
  } finally {
    await update(settings.contactEmail)
  }
})
