import { describe, expect, it } from 'vitest'

import { groupByLetter, indexLetter } from '@/blocks/Archive/indexLetters'
import {
  currentPagePath,
  measurementIdFrom,
  shouldTrack,
  validMeasurementId,
} from '@/components/analytics/tracking'
import { safePreviewPath } from '@/routing/preview'
import { normaliseQuery } from '@/routing/searchQuery'
import { buildFeed, escapeXml } from '@/seo/feed'
import { sitemapEntries } from '@/seo/sitemap'
import { formatDate, readingMinutes } from '@/utilities/format'

describe('analytics helpers', () => {
  it('reports path, query and hash', () => {
    expect(currentPagePath({ pathname: '/de/blog', search: '?q=1', hash: '#x' })).toBe(
      '/de/blog?q=1#x',
    )
  })

  it('honours Global Privacy Control', () => {
    expect(shouldTrack({ globalPrivacyControl: true })).toBe(false)
    expect(shouldTrack({ globalPrivacyControl: false })).toBe(true)
    expect(shouldTrack({})).toBe(true)
  })

  it('prefers the environment over the CMS setting and ignores malformed ids', () => {
    expect(measurementIdFrom({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ENV1234' }, 'G-CMS1234')).toBe(
      'G-ENV1234',
    )
    expect(measurementIdFrom({}, 'G-CMS1234')).toBe('G-CMS1234')
    expect(measurementIdFrom({ NEXT_PUBLIC_GA_MEASUREMENT_ID: '' }, null)).toBeNull()
    expect(validMeasurementId('"><script>')).toBeNull()
  })
})

describe('glossary index letters', () => {
  it('files umlauts under their base letter and others under #', () => {
    expect(indexLetter('Überweisung', 'de-CH')).toBe('U')
    expect(indexLetter('api-first', 'en')).toBe('A')
    expect(indexLetter('3-D Secure', 'en')).toBe('#')
  })

  it('groups and sorts terms', () => {
    const groups = groupByLetter(
      [{ term: 'GraphQL' }, { term: 'API' }, { term: 'Äquivalenz' }, { term: '2FA' }],
      'de-CH',
    )
    expect(groups.map(([letter, terms]) => [letter, terms.map((t) => t.term)])).toEqual([
      ['A', ['API', 'Äquivalenz']],
      ['G', ['GraphQL']],
      ['#', ['2FA']],
    ])
  })
})

describe('RSS feed', () => {
  it('escapes text and lists items', () => {
    const xml = buildFeed({
      title: 'Blog & News',
      description: 'd',
      link: 'https://x.example/en/blog',
      self: 'https://x.example/en/blog/feed.xml',
      language: 'en',
      items: [
        {
          title: '<b>Hi</b>',
          link: 'https://x.example/en/blog/hi',
          description: 'x',
          pubDate: '2026-01-02T00:00:00Z',
          categories: ['A'],
        },
      ],
    })
    expect(xml).toContain('<title>Blog &amp; News</title>')
    expect(xml).toContain('<title>&lt;b&gt;Hi&lt;/b&gt;</title>')
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 00:00:00 GMT</pubDate>')
    expect(xml).toContain('rel="self"')
    expect(escapeXml(`"'`)).toBe('&quot;&apos;')
  })
})

describe('dates and reading time', () => {
  it('formats per locale', () => {
    expect(formatDate('2026-08-26T10:00:00Z', 'de-CH')).toBe('26. August 2026')
    expect(formatDate('2026-08-26T10:00:00Z', 'en')).toBe('26 August 2026')
  })

  it('counts at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('word '.repeat(1000))).toBe(5)
  })
})

describe('preview and revalidation paths', () => {
  it('only previews public paths', () => {
    expect(safePreviewPath('/de/kontakt')).toBe('/de/kontakt')
    expect(safePreviewPath('/en')).toBe('/en')
    expect(safePreviewPath('https://evil.example')).toBeNull()
    expect(safePreviewPath('//evil.example')).toBeNull()
    expect(safePreviewPath('/admin')).toBeNull()
  })
})

describe('search query', () => {
  it('normalises whitespace and length', () => {
    expect(normaliseQuery(['  graph   ql ', 'x'])).toBe('graph ql')
    expect(normaliseQuery(undefined)).toBe('')
    expect(normaliseQuery('x'.repeat(300))).toHaveLength(100)
  })
})

describe('sitemap entries', () => {
  it('lists each document per locale with alternates and x-default', () => {
    const entries = sitemapEntries(
      [
        { slug: { 'de-CH': 'ueber-uns', en: 'about' }, updatedAt: '2026-01-01' },
        { slug: { 'de-CH': 'nur-deutsch' }, updatedAt: '2026-01-01' },
      ],
      (slug, locale) => `https://x.example/${locale}/${slug}`,
      ['de-CH', 'en'],
    )
    expect(entries).toHaveLength(3)
    expect(entries[0].alternates?.languages).toEqual({
      'de-CH': 'https://x.example/de-CH/ueber-uns',
      en: 'https://x.example/en/about',
      'x-default': 'https://x.example/de-CH/ueber-uns',
    })
  })
})
