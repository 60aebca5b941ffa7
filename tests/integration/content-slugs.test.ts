import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await startPayload()
})
afterAll(async () => ctx?.stop())

const slugIn = async (collection: 'pages' | 'glossary-terms', id: number, locale: 'de-CH' | 'en') =>
  (await ctx.payload.findByID({ collection, id, locale, draft: true, fallbackLocale: false })).slug

describe('slugs: localized URL segments made with the Swiss slugify', () => {
  it('makes the slug from the title when left empty, umlauts spelled out', async () => {
    const page = await ctx.payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Über uns & Grüsse', slug: '', _status: 'published' },
    })
    expect(page.slug).toBe('ueber-uns-gruesse')
  })

  it('makes a glossary slug from the term', async () => {
    const term = await ctx.payload.create({
      collection: 'glossary-terms',
      locale: 'de-CH',
      data: {
        term: 'Märkte',
        slug: '',
        shortDefinition: 'Orte des Handels.',
        _status: 'published',
      },
    })
    expect(term.slug).toBe('maerkte')
  })

  it('normalises a typed slug on create and on update', async () => {
    const page = await ctx.payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Preise', slug: 'Preise Übersicht', _status: 'published' },
    })
    expect(page.slug).toBe('preise-uebersicht')
    await ctx.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de-CH',
      data: { slug: 'Neue Preise!' },
    })
    expect(await slugIn('pages', page.id, 'de-CH')).toBe('neue-preise')
  })

  it('keeps the slug when the title changes, also in a draft', async () => {
    const page = await ctx.payload.create({
      collection: 'pages',
      locale: 'de-CH',
      draft: true,
      data: { title: 'Erster Titel', _status: 'draft' },
    })
    expect(page.slug).toBe('erster-titel')
    await ctx.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de-CH',
      draft: true,
      data: { title: 'Zweiter Titel' },
    })
    expect(await slugIn('pages', page.id, 'de-CH')).toBe('erster-titel')
  })

  it('makes the slug of a new language from that language title, the other one untouched', async () => {
    const page = await ctx.payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Kontakt', slug: '', _status: 'published' },
    })
    await ctx.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Get in touch', _status: 'published' },
    })
    expect(await slugIn('pages', page.id, 'en')).toBe('get-in-touch')
    expect(await slugIn('pages', page.id, 'de-CH')).toBe('kontakt')
  })

  it('allows the same slug in both languages and on two documents (not unique)', async () => {
    const first = await ctx.payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Team', slug: '', _status: 'published' },
    })
    await ctx.payload.update({
      collection: 'pages',
      id: first.id,
      locale: 'en',
      data: { title: 'Team', _status: 'published' },
    })
    const second = await ctx.payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Team', slug: '', _status: 'published' },
    })
    expect(await slugIn('pages', first.id, 'en')).toBe('team')
    expect(second.slug).toBe('team')
  })

  it('refuses a title that leaves nothing for the slug', async () => {
    await expect(
      ctx.payload.create({
        collection: 'pages',
        locale: 'de-CH',
        data: { title: '!!!', slug: '', _status: 'published' },
      }),
    ).rejects.toThrow()
  })
})
