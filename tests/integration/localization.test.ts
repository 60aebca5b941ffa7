import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paragraph, plainText } from '../helpers/lexical'
import { startPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await startPayload()
})
afterAll(async () => ctx?.stop())

describe('localization: each locale falls back to the other, field by field', () => {
  it('shows German values in English where English is empty', async () => {
    const { payload } = ctx
    const term = await payload.create({
      collection: 'glossary-terms',
      locale: 'de-CH',
      data: {
        term: 'Lagerbestand',
        slug: 'lagerbestand',
        shortDefinition: 'Was im Lager liegt.',
        body: paragraph('Ausführliche Erklärung'),
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'glossary-terms',
      id: term.id,
      locale: 'en',
      data: {
        term: 'Inventory',
        slug: 'inventory',
        shortDefinition: 'What is in stock.',
        _status: 'published',
      },
    })

    const english = await payload.findByID({
      collection: 'glossary-terms',
      id: term.id,
      locale: 'en',
    })
    expect(english.term).toBe('Inventory')
    expect(english.shortDefinition).toBe('What is in stock.')
    expect(plainText(english.body)).toBe('Ausführliche Erklärung')
  })

  it('shows English values in German where German is empty', async () => {
    const { payload } = ctx
    const term = await payload.create({
      collection: 'glossary-terms',
      locale: 'en',
      data: {
        term: 'Checkout',
        slug: 'checkout',
        shortDefinition: 'The last step of buying.',
        body: paragraph('The full story'),
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'glossary-terms',
      id: term.id,
      locale: 'de-CH',
      data: {
        term: 'Kasse',
        slug: 'kasse',
        shortDefinition: 'Der letzte Schritt des Kaufs.',
        _status: 'published',
      },
    })

    const german = await payload.findByID({
      collection: 'glossary-terms',
      id: term.id,
      locale: 'de-CH',
    })
    expect(german.term).toBe('Kasse')
    expect(german.shortDefinition).toBe('Der letzte Schritt des Kaufs.')
    expect(plainText(german.body)).toBe('The full story')
  })

  it('keeps each locale separate when both are filled', async () => {
    const { payload } = ctx
    const page = await payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Preise', slug: 'preise', _status: 'published' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Pricing', slug: 'pricing' },
    })
    const [de, en] = await Promise.all([
      payload.findByID({ collection: 'pages', id: page.id, locale: 'de-CH' }),
      payload.findByID({ collection: 'pages', id: page.id, locale: 'en' }),
    ])
    expect([de.title, de.slug]).toEqual(['Preise', 'preise'])
    expect([en.title, en.slug]).toEqual(['Pricing', 'pricing'])
  })
})
