import { describe, expect, it } from 'vitest'

import {
  archivePath,
  collectionForPrefix,
  isExternalHref,
  linkHref,
  localePath,
  parseSegments,
  pathFor,
} from '@/routing/paths'

describe('pathFor', () => {
  it('puts the home page at the locale root', () => {
    expect(pathFor('pages', 'home', 'de-CH')).toBe('/de')
    expect(pathFor('pages', { slug: 'home' }, 'en')).toBe('/en')
  })

  it('maps pages to one segment under the prefix', () => {
    expect(pathFor('pages', 'ueber-uns', 'de-CH')).toBe('/de/ueber-uns')
    expect(pathFor('pages', { slug: 'about' }, 'en')).toBe('/en/about')
  })

  it('uses the localized collection prefixes of ROUTES.md', () => {
    expect(pathFor('case-studies', 'velo', 'de-CH')).toBe('/de/erfolgsgeschichten/velo')
    expect(pathFor('case-studies', 'bike', 'en')).toBe('/en/success-stories/bike')
    expect(pathFor('posts', 'hello', 'de-CH')).toBe('/de/blog/hello')
    expect(pathFor('posts', 'hello', 'en')).toBe('/en/blog/hello')
    expect(pathFor('job-openings', 'dev', 'de-CH')).toBe('/de/karriere/dev')
    expect(pathFor('job-openings', 'dev', 'en')).toBe('/en/careers/dev')
    expect(pathFor('glossary-terms', 'graphql', 'de-CH')).toBe('/de/glossar/graphql')
    expect(pathFor('glossary-terms', 'graphql', 'en')).toBe('/en/glossary/graphql')
  })

  it('encodes unusual characters in segments', () => {
    expect(localePath('en', 'a b')).toBe('/en/a%20b')
  })
})

describe('parseSegments', () => {
  it('reads the home page, pages and prefixed documents', () => {
    expect(parseSegments([], 'de-CH')).toEqual({ kind: 'page', slug: 'home', archive: { page: 1 } })
    expect(parseSegments(['kontakt'], 'de-CH')).toEqual({
      kind: 'page',
      slug: 'kontakt',
      archive: { page: 1 },
    })
    expect(parseSegments(['glossar', 'api-first'], 'de-CH')).toEqual({
      kind: 'document',
      collection: 'glossary-terms',
      slug: 'api-first',
    })
    expect(parseSegments(['success-stories', 'x'], 'en')).toEqual({
      kind: 'document',
      collection: 'case-studies',
      slug: 'x',
    })
  })

  it('does not accept the other language’s prefix', () => {
    expect(parseSegments(['glossary', 'api-first'], 'de-CH')).toBeNull()
    expect(parseSegments(['karriere', 'dev'], 'en')).toBeNull()
  })

  it('never serves the home page under its slug', () => {
    expect(parseSegments(['home'], 'en')).toBeNull()
  })

  it('reads archive pagination and category filters in the locale’s words', () => {
    expect(parseSegments(['blog', 'seite', '2'], 'de-CH')).toEqual({
      kind: 'page',
      slug: 'blog',
      archive: { page: 2 },
    })
    expect(parseSegments(['blog', 'page', '3'], 'en')).toEqual({
      kind: 'page',
      slug: 'blog',
      archive: { page: 3 },
    })
    expect(parseSegments(['blog', 'kategorie', 'news'], 'de-CH')).toEqual({
      kind: 'page',
      slug: 'blog',
      archive: { page: 1, category: 'news' },
    })
    expect(parseSegments(['blog', 'category', 'news', 'page', '2'], 'en')).toEqual({
      kind: 'page',
      slug: 'blog',
      archive: { page: 2, category: 'news' },
    })
    expect(parseSegments(['blog', 'page', '2'], 'de-CH')).toBeNull()
    expect(parseSegments(['blog', 'seite', '0'], 'de-CH')).toBeNull()
    expect(parseSegments(['blog', 'seite', 'x'], 'de-CH')).toBeNull()
  })

  it('rejects other shapes', () => {
    expect(parseSegments(['a', 'b', 'c', 'd'], 'en')).toBeNull()
    expect(parseSegments(['ueber-uns', 'team'], 'de-CH')).toBeNull()
    expect(parseSegments(['%E0%A4%A'], 'en')).toBeNull()
  })

  it('round-trips with pathFor', () => {
    const path = pathFor('posts', 'weather-dependent-pricing', 'en')
    const segments = path.split('/').slice(2)
    expect(parseSegments(segments, 'en')).toEqual({
      kind: 'document',
      collection: 'posts',
      slug: 'weather-dependent-pricing',
    })
  })
})

describe('collectionForPrefix and archivePath', () => {
  it('finds the collection of a prefix', () => {
    expect(collectionForPrefix('erfolgsgeschichten', 'de-CH')).toBe('case-studies')
    expect(collectionForPrefix('erfolgsgeschichten', 'en')).toBeUndefined()
  })

  it('builds archive views', () => {
    expect(archivePath('/de/blog', 'de-CH', { page: 1 })).toBe('/de/blog')
    expect(archivePath('/de/blog', 'de-CH', { page: 2 })).toBe('/de/blog/seite/2')
    expect(archivePath('/en/blog', 'en', { page: 2, category: 'news' })).toBe(
      '/en/blog/category/news/page/2',
    )
  })
})

describe('linkHref', () => {
  it('resolves references through the referenced document’s slug in the locale', () => {
    const link = {
      type: 'reference' as const,
      reference: { relationTo: 'pages', value: { id: 1, slug: 'kontakt' } },
      label: 'Kontakt',
    }
    expect(linkHref(link, 'de-CH')).toBe('/de/kontakt')
    const post = {
      type: 'reference' as const,
      reference: { relationTo: 'posts', value: { id: 2, slug: 'hello' } },
    }
    expect(linkHref(post, 'en')).toBe('/en/blog/hello')
  })

  it('returns custom URLs as they are', () => {
    expect(linkHref({ type: 'custom', url: 'https://docs.example' }, 'en')).toBe(
      'https://docs.example',
    )
    expect(linkHref({ type: 'custom', url: '  ' }, 'en')).toBeNull()
  })

  it('gives null for unpopulated or unpublished targets', () => {
    expect(
      linkHref({ type: 'reference', reference: { relationTo: 'pages', value: 5 } }, 'en'),
    ).toBeNull()
    expect(linkHref(null, 'en')).toBeNull()
  })

  it('tells external links apart', () => {
    expect(isExternalHref('https://x.example')).toBe(true)
    expect(isExternalHref('mailto:a@b.example')).toBe(true)
    expect(isExternalHref('/de/kontakt')).toBe(false)
  })
})
