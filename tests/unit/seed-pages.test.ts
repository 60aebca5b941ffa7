import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { footer, header } from '../../src/seed/content/navigation'
import { pages } from '../../src/seed/content/pages'

/** Page keys and their last path segment per ROUTES.md ([German, English]). */
const routes: Record<string, [string, string]> = {
  home: ['home', 'home'],
  engine: ['unbound-engine', 'unbound-engine'],
  'admin-ui': ['admin-ui', 'admin-ui'],
  'operational-services': ['betrieb-und-support', 'operational-services'],
  'professional-services': ['dienstleistungen', 'professional-services'],
  blockchain: ['blockchain', 'blockchain'],
  'crypto-payments': ['krypto-zahlungen', 'crypto-payments'],
  'event-ticketing': ['event-ticketing', 'event-ticketing'],
  retail: ['detailhandel', 'retail'],
  'wholesale-b2b': ['grosshandel-b2b', 'wholesale-b2b'],
  migrations: ['migration', 'migrations'],
  'tailor-made': ['massgeschneidert', 'tailor-made'],
  'ecommerce-audit': ['e-commerce-audit', 'ecommerce-audit'],
  partners: ['partner', 'partners'],
  about: ['ueber-uns', 'about'],
  'success-stories': ['erfolgsgeschichten', 'success-stories'],
  blog: ['blog', 'blog'],
  careers: ['karriere', 'careers'],
  contact: ['kontakt', 'contact'],
  imprint: ['impressum', 'imprint'],
  privacy: ['datenschutz', 'privacy'],
  faq: ['faq', 'faq'],
  headless: ['headless', 'headless'],
  hackable: ['hackable', 'hackable'],
  'quick-start': ['quick-start', 'quick-start'],
  cloud: ['cloud', 'cloud'],
  compare: ['vergleich', 'compare'],
  glossary: ['glossar', 'glossary'],
  search: ['suche', 'search'],
}
const shortPages = new Set(['imprint', 'privacy', 'search'])

const blocksDir = path.resolve(import.meta.dirname, '../../src/blocks')
const blockSlugs = new Set(
  readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const source = readFileSync(path.join(blocksDir, entry.name, 'config.ts'), 'utf8')
      const match = source.match(/slug:\s*'([^']+)'/)
      return match ? [match[1]] : []
    }),
)

type Bilingual = { de: string; en: string }
const isBilingual = (value: object): value is Bilingual =>
  Object.keys(value).length === 2 &&
  typeof (value as Bilingual).de === 'string' &&
  typeof (value as Bilingual).en === 'string'
const symbolValue = (value: object, description: string) => {
  const symbol = Object.getOwnPropertySymbols(value).find(
    (item) => item.description === description,
  )
  return symbol ? (value as Record<symbol, unknown>)[symbol] : undefined
}

/** Every text of one language: bilingual fields, rich text and plain (non-localized) strings. */
function texts(value: unknown, locale: 'de' | 'en'): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, locale))
  if (value === null || typeof value !== 'object') return []
  const richText = symbolValue(value, 'rich') as Bilingual | undefined
  if (richText) return [richText[locale]]
  if (symbolValue(value, 'ref')) return []
  if (isBilingual(value)) return [value[locale]]
  return Object.values(value).flatMap((item) => texts(item, locale))
}

/** Every `ref(collection, key)` inside a value. */
function references(value: unknown): { relationTo: string; key: string }[] {
  if (Array.isArray(value)) return value.flatMap(references)
  if (value === null || typeof value !== 'object') return []
  const reference = symbolValue(value, 'ref') as { relationTo: string; key: string } | undefined
  if (reference) return [reference]
  return Object.values(value).flatMap(references)
}

const documents = new Map(pages.documents.map((document) => [document.key, document]))
const layoutOf = (key: string) =>
  (documents.get(key)?.data.layout ?? []) as { blockType: string; [field: string]: unknown }[]

describe('seed pages', () => {
  it('is the pages collection, matched by slug, with deferred layouts', () => {
    expect(pages.collection).toBe('pages')
    expect(pages.match).toBe('slug')
    expect(pages.deferred).toEqual(['layout'])
  })

  it('has one document per ROUTES.md page and no duplicates', () => {
    const keys = pages.documents.map((document) => document.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect([...keys].sort()).toEqual(Object.keys(routes).sort())
  })

  it.each(Object.entries(routes))(
    '%s has the German and English slug of ROUTES.md',
    (key, [de, en]) => {
      expect(documents.get(key)?.data.slug).toEqual({ de, en })
    },
  )

  it('has unique slugs per language', () => {
    for (const locale of ['de', 'en'] as const) {
      const slugs = pages.documents.map((document) => (document.data.slug as Bilingual)[locale])
      expect(new Set(slugs).size).toBe(slugs.length)
    }
  })

  it('gives every page a bilingual title and SEO meta', () => {
    for (const document of pages.documents) {
      const { title, meta } = document.data as {
        title: Bilingual
        meta: { title: Bilingual; description: Bilingual }
      }
      for (const text of [title, meta.title, meta.description]) {
        expect(text.de.trim(), document.key).not.toBe('')
        expect(text.en.trim(), document.key).not.toBe('')
      }
      expect(meta.description.de.length, document.key).toBeLessThanOrEqual(200)
      expect(meta.description.en.length, document.key).toBeLessThanOrEqual(200)
    }
  })

  it('writes German in Swiss orthography (no ß anywhere)', () => {
    for (const document of pages.documents) {
      for (const text of texts(document.data, 'de')) expect(text, document.key).not.toContain('ß')
    }
    for (const text of [...texts(header.data, 'de'), ...texts(footer.data, 'de')])
      expect(text).not.toContain('ß')
  })

  it('gives every page a real layout of at least 3 blocks (imprint, privacy and search may have fewer)', () => {
    for (const [key] of Object.entries(routes)) {
      const layout = layoutOf(key)
      expect(layout.length, key).toBeGreaterThanOrEqual(shortPages.has(key) ? 1 : 3)
      expect(layout.length, key).toBeLessThanOrEqual(10)
    }
  })

  it('uses only block types that exist in src/blocks', () => {
    expect(blockSlugs.size).toBeGreaterThan(10)
    for (const document of pages.documents) {
      for (const block of layoutOf(document.key))
        expect(blockSlugs, `${document.key}: ${block.blockType}`).toContain(block.blockType)
    }
  })

  it('has the index blocks the routes need', () => {
    const blockOf = (key: string, blockType: string) =>
      layoutOf(key).find((block) => block.blockType === blockType)
    expect(blockOf('success-stories', 'archive')?.relationTo).toBe('case-studies')
    expect(blockOf('blog', 'archive')?.relationTo).toBe('posts')
    expect(blockOf('glossary', 'archive')).toMatchObject({
      relationTo: 'glossary-terms',
      limit: 48,
    })
    expect(blockOf('careers', 'jobList')).toBeDefined()
    expect(blockOf('compare', 'comparisonTable')).toBeDefined()
    expect(blockOf('about', 'teamGrid')).toBeDefined()
    expect(blockOf('cloud', 'pricingTiers')).toBeDefined()
    expect(references(blockOf('contact', 'formBlock'))).toEqual([
      { relationTo: 'forms', key: 'contact' },
    ])
    expect(references(blockOf('ecommerce-audit', 'formBlock'))).toEqual([
      { relationTo: 'forms', key: 'audit' },
    ])
    const faq = blockOf('faq', 'faq') as unknown as { items: unknown[] }
    expect(faq.items.length).toBeGreaterThanOrEqual(8)
    const stats = texts(blockOf('home', 'stats'), 'de').join(' ')
    for (const figure of ['44%', '29%', '33%', '81%', '51%', '49%']) expect(stats).toContain(figure)
  })

  it('fills every comparison row with one cell per column', () => {
    for (const document of pages.documents) {
      for (const block of layoutOf(document.key).filter(
        (item) => item.blockType === 'comparisonTable',
      )) {
        const columns = (block.columns as unknown[]).length
        for (const row of block.rows as { cells: unknown[] }[])
          expect(row.cells.length, document.key).toBe(columns)
      }
    }
  })

  it('links only to pages that are seeded', () => {
    const all = [...pages.documents.map((document) => document.data), header.data, footer.data]
    for (const reference of references(all).filter((item) => item.relationTo === 'pages')) {
      expect(documents.has(reference.key), reference.key).toBe(true)
    }
  })

  it('puts a menu with short descriptions in the header and legal links in the footer', () => {
    const navItems = header.data.navItems as { children: { description: Bilingual }[] }[]
    expect(navItems.length).toBe(5)
    for (const item of navItems) {
      for (const child of item.children) expect(child.description.de.length).toBeLessThanOrEqual(60)
    }
    expect(references(header.data.cta)).toEqual([{ relationTo: 'pages', key: 'cloud' }])
    expect(references(footer.data.legalLinks).map((item) => item.key)).toEqual([
      'imprint',
      'privacy',
    ])
    expect(references(footer.data.newsletter)).toEqual([{ relationTo: 'forms', key: 'newsletter' }])
  })
})
