import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let http: typeof import('../helpers/http')

beforeAll(async () => {
  ctx = await startPayload()
  http = await import('../helpers/http')
  const page = await ctx.payload.create({
    collection: 'pages',
    locale: 'de-CH',
    data: { title: 'Kontakt', slug: 'kontakt', _status: 'published' },
  })
  await ctx.payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'en',
    data: { title: 'Contact', slug: 'contact', _status: 'published' },
  })
  await ctx.payload.create({
    collection: 'pages',
    data: { title: 'Entwurf', slug: 'entwurf', _status: 'draft' },
    draft: true,
  })
})
afterAll(async () => ctx?.stop())

describe('GraphQL at /api/graphql', () => {
  it('answers { operationName, variables, query } in both locales', async () => {
    const query =
      'query PagesIn($locale: LocaleInputType) { Pages(locale: $locale, limit: 100) { docs { title slug } } }'
    const en = await http.graphql(query, { operationName: 'PagesIn', variables: { locale: 'en' } })
    const de = await http.graphql(query, {
      operationName: 'PagesIn',
      variables: { locale: 'de_CH' },
    })
    expect(en.status).toBe(200)
    expect(en.json.data.Pages.docs).toEqual([{ title: 'Contact', slug: 'contact' }])
    expect(de.json.data.Pages.docs).toEqual([{ title: 'Kontakt', slug: 'kontakt' }])
  })

  it('accepts the locale enum inline, as Pages(locale: en)', async () => {
    const result = await http.graphql('{ Pages(locale: en) { docs { slug } } }')
    expect(result.json.data.Pages.docs.map((doc: { slug: string }) => doc.slug)).toEqual([
      'contact',
    ])
  })

  it('refuses anonymous reads of private collections', async () => {
    for (const collection of ['Users', 'Customers', 'FormSubmissions']) {
      const result = await http.graphql(`{ ${collection} { docs { id } } }`)
      expect(result.json.errors?.[0]?.extensions?.statusCode, collection).toBe(403)
      expect(result.json.data?.[collection] ?? null).toBeNull()
    }
  })

  it('limits query depth', async () => {
    const nested = (levels: number) =>
      `{ GlossaryTerms { docs { ${'related { '.repeat(levels)}id${' }'.repeat(levels)} } } }`
    expect((await http.graphql(nested(3))).json.errors).toBeUndefined()
    const tooDeep = await http.graphql(nested(12))
    expect(tooDeep.json.errors?.[0]?.message).toMatch(/exceeds maximum operation depth/)
    expect(tooDeep.json.data).toBeUndefined()
  })
})
