import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import type deCommonJson from '../../src/i18n/messages/de-CH/common.json'
import type deSiteJson from '../../src/i18n/messages/de-CH/site.json'

/**
 * The 404 page is rendered on the server. The HTML is read without a browser and
 * with every <script> removed, so nothing here comes from JavaScript or the inline RSC payload.
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
  })
}

test('the 404 answer stays 404 when it comes from the cache', async ({ request }) => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await request.get('/en/does-not-exist-either')
    expect(response.status()).toBe(404)
    expect(markupOf(await response.text())).toContain(languages.en.common.errors.notFound)
  }
})
