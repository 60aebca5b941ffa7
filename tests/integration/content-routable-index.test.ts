import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearFrontCache } from '@/cache/frontCacheChannel'
import { showsNothing } from '@/data/resolve'
import { certainlyNothingAt } from '@/data/routableIndex'

import { startPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
// Outside a Next request there is nothing to revalidate.
const context = { disableRevalidate: true }

beforeAll(async () => {
  ctx = await startPayload()
  const payload = ctx.payload
  await payload.create({
    collection: 'pages',
    locale: 'de-CH',
    data: { title: 'Angebot', slug: 'angebot', _status: 'published' },
    context,
  })
  await payload.create({
    collection: 'glossary-terms',
    locale: 'en',
    data: { term: 'Checkout', slug: 'checkout', shortDefinition: 'Paying.', _status: 'published' },
    context,
  })
  await payload.create({
    collection: 'redirects',
    data: { from: '/de/alte-seite', type: '301', to: { type: 'custom', url: '/de/angebot' } },
    context,
  })
})
afterAll(async () => ctx?.stop())

describe('the index of routable paths: made-up paths cost no database read', () => {
  it('knows pages, prefixed documents and redirect sources, and nothing else', async () => {
    expect(await certainlyNothingAt('de-CH', ['angebot'])).toBe(false)
    expect(await certainlyNothingAt('en', ['glossary', 'checkout'])).toBe(false)
    expect(await certainlyNothingAt('de-CH', ['alte-seite'])).toBe(false)
    expect(await certainlyNothingAt('de-CH', ['alte-seite', ''])).toBe(false)
    expect(await certainlyNothingAt('de-CH', ['wp-login.php'])).toBe(true)
    expect(await certainlyNothingAt('en', ['glossary', 'no-such-term'])).toBe(true)
    expect(await certainlyNothingAt('en', ['a', 'b', 'c', 'd'])).toBe(true)
    // Undecodable segments are left to the full look-up.
    expect(await certainlyNothingAt('en', ['%E0%A4%A'])).toBe(false)
  })

  it('answers the server the same as the full look-up would', async () => {
    expect(await showsNothing('de', ['angebot'])).toBe(false)
    expect(await showsNothing('de', ['alte-seite'])).toBe(false)
    expect(await showsNothing('de', ['gibt-es-nicht'])).toBe(true)
    expect(await showsNothing('en', ['glossary', 'checkout'])).toBe(false)
  })

  it('sees a document published since, once a revalidation empties the front caches', async () => {
    expect(await certainlyNothingAt('en', ['pricing-now'])).toBe(true)
    await ctx.payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Pricing now', slug: 'pricing-now', _status: 'published' },
      context,
    })
    clearFrontCache()
    expect(await certainlyNothingAt('en', ['pricing-now'])).toBe(false)
  })
})
