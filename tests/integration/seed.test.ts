import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { seededAdmin, startSeededPayload, type TestPayload } from '../helpers/payload'
import { routePages, storedSlug } from '../helpers/routes'
import { demoCounts } from '../helpers/seed'

let ctx: TestPayload
const counts = () => demoCounts(ctx.payload)

// A copy of the run's seeded template: what `seed(payload, seededAdmin)` wrote on a migrated
// database. Writing it here again beside every other suite of CI took over 300 s on PostgreSQL.
beforeAll(async () => {
  ctx = await startSeededPayload()
}, 900_000)
afterAll(async () => ctx?.stop())

describe('demo content seed', () => {
  it.each(Object.entries(routePages))(
    'publishes the %s page in both languages with its localized slug',
    async (_key, segments) => {
      for (const [locale, segment] of [
        ['de-CH', segments.de],
        ['en', segments.en],
      ] as const) {
        const { docs } = await ctx.payload.find({
          collection: 'pages',
          locale,
          where: { slug: { equals: storedSlug(segment) } },
          overrideAccess: false,
        })
        expect(docs, `${locale} /${segment}`).toHaveLength(1)
        expect(docs[0]._status).toBe('published')
        expect(docs[0].title.length).toBeGreaterThan(0)
      }
    },
  )

  it('writes real layouts in both languages', async () => {
    for (const locale of ['de-CH', 'en'] as const) {
      const { docs } = await ctx.payload.find({
        collection: 'pages',
        locale,
        limit: 100,
        fallbackLocale: false,
      })
      for (const page of docs) {
        const minimum = [
          'impressum',
          'imprint',
          'datenschutz',
          'privacy',
          'suche',
          'search',
        ].includes(page.slug)
          ? 1
          : 3
        expect(page.layout?.length ?? 0, `${locale} ${page.slug}`).toBeGreaterThanOrEqual(minimum)
      }
    }
  })

  it('writes the five case studies, glossary, posts, team, testimonials and the open position', async () => {
    const total = await counts()
    expect(total['case-studies']).toBe(5)
    expect(total['glossary-terms']).toBeGreaterThanOrEqual(12)
    expect(total.posts).toBeGreaterThanOrEqual(4)
    expect(total['team-members']).toBeGreaterThanOrEqual(4)
    expect(total.testimonials).toBe(3)
    expect(total['job-openings']).toBeGreaterThanOrEqual(1)
    // contact, audit, newsletter and the control area's offer request
    expect(total.forms).toBe(4)
    expect(total.users).toBe(1)
  })

  it('fills navigation, footer and site settings', async () => {
    const [header, footer, settings] = await Promise.all([
      ctx.payload.findGlobal({ slug: 'header', locale: 'en' }),
      ctx.payload.findGlobal({ slug: 'footer', locale: 'de-CH' }),
      ctx.payload.findGlobal({ slug: 'site-settings' }),
    ])
    expect(header.navItems?.length).toBeGreaterThan(0)
    expect(footer.legalLinks?.length).toBeGreaterThan(0)
    expect(settings.brandName).toBe('Unbound')
    expect(settings.contactEmail).toMatch(/@/)
  })

  it('writes Swiss German: never "ß"', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'pages',
      locale: 'de-CH',
      limit: 100,
      fallbackLocale: false,
    })
    expect(JSON.stringify(docs)).not.toContain('ß')
  })

  it('derives every demo document as translated: up to date in both languages', async () => {
    const translated = [
      'pages',
      'posts',
      'case-studies',
      'glossary-terms',
      'job-openings',
      'team-members',
      'testimonials',
      'categories',
      'forms',
    ] as const
    let documents = 0
    for (const collection of translated) {
      documents += (await ctx.payload.count({ collection })).totalDocs
      const pending = await ctx.payload.find({
        collection,
        draft: true,
        depth: 0,
        pagination: false,
        where: {
          or: [
            { 'translation.deCH': { not_equals: 'current' } },
            { 'translation.en': { not_equals: 'current' } },
          ],
        },
      })
      expect(
        pending.docs.map((doc) => doc.id),
        collection,
      ).toEqual([])
    }
    const states = await ctx.payload.find({
      collection: 'translation-states',
      depth: 0,
      pagination: false,
    })
    // Every document and the three globals, each up to date in both languages.
    expect(states.docs).toHaveLength(documents + 3)
    for (const state of states.docs)
      expect(state.status, state.key).toEqual({ deCH: 'current', en: 'current' })
  })

  it('is idempotent: a second run adds and changes nothing', async () => {
    const before = await counts()
    const home = await ctx.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
    })
    const result = await seed(ctx.payload, seededAdmin)
    expect(result.created).toBe(0)
    expect(await counts()).toEqual(before)
    const after = await ctx.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
    })
    expect(after.docs[0].updatedAt).toBe(home.docs[0].updatedAt)
  })
})
