import { describe, expect, it } from 'vitest'

import { inLocale } from '../../src/seed/bilingual'
import { caseStudies } from '../../src/seed/content/caseStudies'
import { categories } from '../../src/seed/content/categories'
import { glossary } from '../../src/seed/content/glossary'
import { jobs } from '../../src/seed/content/jobs'
import { posts } from '../../src/seed/content/posts'
import { team } from '../../src/seed/content/team'
import { testimonials } from '../../src/seed/content/testimonials'
import type { SeedSet } from '../../src/seed/types'

const sets: SeedSet[] = [categories, team, testimonials, glossary, caseStudies, posts, jobs]
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

type Plain = Record<string, unknown>

const references: { relationTo: string; key: string }[] = []
const resolve = (relationTo: string, key: string) => {
  references.push({ relationTo, key })
  return `${relationTo}/${key}`
}
/** Rich text stays markdown, so the tests can read it. */
const asMarkdown = (markdown: string) => markdown

const german = (data: Plain) => inLocale(data, 'de-CH', resolve, asMarkdown) as Plain
const english = (data: Plain) => inLocale(data, 'en', resolve, asMarkdown) as Plain
const keys = (set: SeedSet) => set.documents.map((document) => document.key)
const byKey = (set: SeedSet, key: string) => {
  const document = set.documents.find((candidate) => candidate.key === key)
  if (!document) throw new Error(`${set.collection} has no document "${key}"`)
  return document.data
}
/** Every string inside a value, depth first. */
const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('seed content of the collections', () => {
  it('has the five case studies of the specification', () => {
    expect(keys(caseStudies).sort()).toEqual(
      [
        'bicycle-retailer',
        'dynamic-art',
        'hospitality-association',
        'medical-supplies',
        'office-distributor',
      ].sort(),
    )
  })

  it('tells the hospitality story with 2500 members, 9 regions and over 50% online orders in both languages', () => {
    const data = byKey(caseStudies, 'hospitality-association')
    for (const text of [strings(german(data)).join('\n'), strings(english(data)).join('\n')]) {
      expect(text).toMatch(/2500/)
      expect(text).toMatch(/\b9\b/)
      expect(text).toMatch(/50\s?%/)
      expect(text).toMatch(/5\s?%/)
    }
  })

  it('keeps the other case-study facts of the specification', () => {
    const office = strings(english(byKey(caseStudies, 'office-distributor'))).join('\n')
    expect(office).toMatch(/ERP/)
    expect(office).toMatch(/exponential backoff/i)
    expect(office).toMatch(/queue/i)
    const art = strings(english(byKey(caseStudies, 'dynamic-art'))).join('\n')
    expect(art).toMatch(/1%/)
  })

  it('has at least 12 glossary terms, including the required ones', () => {
    expect(glossary.documents.length).toBeGreaterThanOrEqual(12)
    expect(keys(glossary)).toEqual(
      expect.arrayContaining([
        'headless',
        'api-first',
        'graphql',
        'pim',
        'erp',
        'b2b',
        'faceted-search',
        'xpub',
        'lazy-minting',
        'wallet-pass',
        'smtp',
        'uptime',
        'subdomain',
        'webhook',
      ]),
    )
    for (const document of glossary.documents) {
      expect(english(document.data).slug, 'glossary keys are the English slugs').toBe(document.key)
    }
  })

  it('links glossary terms only to other existing terms, written after all terms exist', () => {
    expect(glossary.deferred).toEqual(['related'])
    const known = new Set(keys(glossary))
    for (const document of glossary.documents) {
      const related = english(document.data).related as string[]
      expect(related.length).toBeGreaterThan(0)
      for (const target of related) {
        const key = target.replace('glossary-terms/', '')
        expect(known.has(key), `${document.key} → ${key}`).toBe(true)
        expect(key).not.toBe(document.key)
      }
    }
  })

  it('has at least 4 posts, including the weather-pricing developer sample', () => {
    expect(posts.documents.length).toBeGreaterThanOrEqual(4)
    const weather = byKey(posts, 'weather-pricing')
    expect(typeof weather.codeSample).toBe('string')
    const code = weather.codeSample as string
    expect(code).toMatch(/\b20\b/)
    expect(code).toMatch(/Zurich/)
    expect(code).toMatch(/USD/)
    for (const content of [german(weather).content, english(weather).content]) {
      expect(content).toMatch(/20 Grad|20 degrees/)
    }
  })

  it('gives posts distinct publication dates in 2025 and 2026, newest first', () => {
    const dates = posts.documents.map((document) => document.data.publishedAt as string)
    for (const date of dates) expect(date).toMatch(/^202[56]-\d\d-\d\dT/)
    expect(new Set(dates).size).toBe(dates.length)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('has at least 4 team members, each with a role and biography in both languages', () => {
    expect(team.documents.length).toBeGreaterThanOrEqual(4)
    expect(keys(team)).toEqual(expect.arrayContaining(['team-1', 'team-2', 'team-3', 'team-4']))
    for (const document of team.documents) {
      const bio = document.data.bio as { de: string; en: string }
      expect(bio.de.length).toBeGreaterThan(200)
      expect(bio.en.length).toBeGreaterThan(200)
      expect(bio.de).not.toBe(bio.en)
      expect(typeof document.data.order).toBe('number')
    }
  })

  it('has the three testimonials', () => {
    expect(keys(testimonials).sort()).toEqual([
      'testimonial-bicycle',
      'testimonial-hospitality',
      'testimonial-medical',
    ])
  })

  it('has the freelance front-end position with the application address', () => {
    const job = byKey(jobs, 'freelance-frontend')
    for (const data of [german(job), english(job)]) {
      expect(data.description).toMatch(/hello@unbound\.example/)
      expect(String(data.title)).toMatch(/Freelance/i)
    }
    expect(String(english(job).summary)).toMatch(/remote/i)
  })

  it('writes Swiss German: no "ß" anywhere in the German text', () => {
    for (const set of sets) {
      for (const document of set.documents) {
        for (const text of strings(german(document.data))) {
          expect(
            text.includes('ß'),
            `${set.collection}/${document.key}: ${text.slice(0, 80)}`,
          ).toBe(false)
        }
      }
    }
  })

  it('uses valid, unique slugs in both languages', () => {
    for (const set of sets) {
      if (!set.documents.some((document) => 'slug' in document.data)) continue
      for (const read of [german, english]) {
        const slugs = set.documents.map((document) => read(document.data).slug as string)
        for (const slug of slugs) expect(slug, `${set.collection}: ${slug}`).toMatch(SLUG)
        expect(new Set(slugs).size).toBe(slugs.length)
      }
    }
  })

  it('fills the SEO meta title and description in both languages', () => {
    for (const set of [glossary, caseStudies, posts, jobs]) {
      for (const document of set.documents) {
        for (const read of [german, english]) {
          const meta = read(document.data).meta as { title?: string; description?: string }
          expect(meta.title, `${set.collection}/${document.key}`).toBeTruthy()
          expect(meta.description, `${set.collection}/${document.key}`).toBeTruthy()
        }
      }
    }
  })

  it('links internally within the same language and has no fenced code blocks in rich text', () => {
    for (const set of sets) {
      for (const document of set.documents) {
        const de = strings(german(document.data)).join('\n')
        const en = strings(english(document.data)).join('\n')
        expect(de).not.toMatch(/\]\(\/en\//)
        expect(en).not.toMatch(/\]\(\/de\//)
        if (set.collection !== 'posts' || document.key !== 'weather-pricing')
          expect(`${de}\n${en}`).not.toMatch(/```/)
      }
    }
  })

  it('refers only to seeded documents', () => {
    references.length = 0
    for (const set of sets) for (const document of set.documents) german(document.data)
    const known = new Set(
      sets.flatMap((set) => set.documents.map((document) => `${set.collection}:${document.key}`)),
    )
    expect(references.length).toBeGreaterThan(0)
    for (const { relationTo, key } of references)
      expect(known.has(`${relationTo}:${key}`), `${relationTo}:${key}`).toBe(true)
  })
})
