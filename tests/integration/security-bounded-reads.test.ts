import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Customer, User } from '@/payload-types'
import { publicReadLimits } from '@/security/boundedReads'

import { seededAdmin, startSeededPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let http: typeof import('../helpers/http')
let staff: User & { collection: 'users' }
let customer: Customer & { collection: 'customers' }
let staffToken: string
let customerToken: string
let totalPages: number

const megabyte = 1024 * 1024
const admin = seededAdmin

/** How many documents deep a response nests: 1 for unpopulated documents. */
function documentDepth(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(documentDepth))
  if (!value || typeof value !== 'object') return 0
  const nested = Math.max(0, ...Object.values(value).map(documentDepth))
  const isDocument = 'id' in value && 'createdAt' in value && 'updatedAt' in value
  return isDocument ? nested + 1 : nested
}

/** Rich text whose one paragraph links to another page (rich-text links have no maxDepth of their own). */
const linkingTo = (page: number | string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [
          {
            type: 'link',
            version: 3,
            direction: 'ltr',
            format: '',
            indent: 0,
            fields: {
              linkType: 'internal',
              newTab: false,
              doc: { relationTo: 'pages', value: page },
            },
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Previous page',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
    ],
  },
})

beforeAll(async () => {
  ctx = await startSeededPayload()
  http = await import('../helpers/http')
  const { payload } = ctx
  // More published pages than one page of results, each linking the next, as in the report.
  let previous = (
    await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, limit: 1 })
  ).docs[0].id
  for (let index = 0; index < 90; index += 1) {
    const page = await payload.create({
      collection: 'pages',
      context: { disableRevalidate: true },
      data: {
        title: `Filler ${index}`,
        slug: `filler-${index}`,
        _status: 'published',
        layout: [
          { blockType: 'content', content: linkingTo(previous) },
          {
            blockType: 'cards',
            cards: [
              {
                title: 'Next',
                text: 'Next page',
                link: {
                  type: 'reference',
                  reference: { relationTo: 'pages', value: previous },
                  label: 'Next',
                },
              },
            ],
          },
        ],
      } as never,
    })
    previous = page.id
  }
  totalPages = (await payload.count({ collection: 'pages' })).totalDocs

  staff = {
    ...(await payload.find({ collection: 'users', limit: 1 })).docs[0],
    collection: 'users',
  }
  staffToken = (
    await payload.login({
      collection: 'users',
      data: { email: admin.adminEmail, password: admin.adminPassword },
    })
  ).token!
  const created = await payload.create({
    collection: 'customers',
    data: { email: 'shop@example.com', password: 'customer-password-1' },
    disableVerificationEmail: true,
  })
  await payload.update({ collection: 'customers', id: created.id, data: { _verified: true } })
  customer = { ...created, collection: 'customers' }
  customerToken = (
    await payload.login({
      collection: 'customers',
      data: { email: 'shop@example.com', password: 'customer-password-1' },
    })
  ).token!
}, 600_000)
afterAll(async () => ctx?.stop())

describe('bounded reads over REST', () => {
  it('has more pages than one page of results', () => {
    expect(totalPages).toBeGreaterThan(publicReadLimits.docsPerPage)
  })

  for (const who of ['a visitor', 'a customer'] as const) {
    it(`answers ${who}'s GET /api/pages?limit=0&depth=10 with at most 100 documents, depth 2, under 1 MB`, async () => {
      const token = who === 'a customer' ? customerToken : undefined
      const response = await http.rest('GET', '/api/pages?limit=0&depth=10', { token })
      expect(response.status).toBe(200)
      expect(response.text.length).toBeLessThan(megabyte)
      expect(response.json.docs).toHaveLength(publicReadLimits.docsPerPage)
      expect(response.json.limit).toBe(publicReadLimits.docsPerPage)
      expect(response.json.totalDocs).toBe(totalPages)
      expect(documentDepth(response.json.docs)).toBeLessThanOrEqual(publicReadLimits.depth + 1)
      const atDepthTwo = await http.rest('GET', '/api/pages?limit=100&depth=2', { token })
      expect(response.text).toBe(atDepthTwo.text)
    })

    it(`refuses ${who}'s unpaginated and over-large reads`, async () => {
      const token = who === 'a customer' ? customerToken : undefined
      const unpaginated = await http.rest('GET', '/api/pages?pagination=false&depth=10', { token })
      expect(unpaginated.status).toBe(400)
      expect(unpaginated.json.docs).toBeUndefined()
      for (const limit of ['500', '-1', 'all']) {
        const response = await http.rest('GET', `/api/pages?limit=${limit}&depth=0`, { token })
        expect(response.status, limit).toBe(200)
        expect(response.json.docs.length, limit).toBeLessThanOrEqual(publicReadLimits.docsPerPage)
      }
    })
  }

  it('caps the depth of a single document and of a global', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'filler-89' } },
      limit: 1,
      depth: 0,
    })
    // The chain of linked pages is long: staff asking for depth 5 get it.
    const deep = await http.rest('GET', `/api/pages/${docs[0].id}?depth=5`, { token: staffToken })
    expect(documentDepth(deep.json)).toBeGreaterThan(publicReadLimits.depth + 1)
    for (const token of [undefined, customerToken]) {
      const one = await http.rest('GET', `/api/pages/${docs[0].id}?depth=10`, { token })
      expect(one.status).toBe(200)
      expect(documentDepth(one.json)).toBe(publicReadLimits.depth + 1)
    }
    const header = await http.rest('GET', '/api/globals/header?depth=10')
    expect(header.status).toBe(200)
    expect(documentDepth(header.json)).toBeLessThanOrEqual(publicReadLimits.depth + 1)
  })

  it('leaves staff reads as they were', async () => {
    const all = await http.rest('GET', '/api/pages?limit=0&depth=0', { token: staffToken })
    expect(all.status).toBe(200)
    expect(all.json.docs).toHaveLength(totalPages)
    const unpaginated = await http.rest('GET', '/api/pages?pagination=false&depth=0', {
      token: staffToken,
    })
    expect(unpaginated.status).toBe(200)
    expect(unpaginated.json.docs).toHaveLength(totalPages)
  })
})

describe('bounded reads over GraphQL', () => {
  const query =
    'query Pages($limit: Int, $pagination: Boolean) { Pages(limit: $limit, pagination: $pagination) { docs { id title } totalDocs } }'

  it('gives a visitor and a customer at most 100 pages for limit: 0', async () => {
    for (const token of [undefined, customerToken]) {
      const response = await http.graphql(query, { variables: { limit: 0 }, token })
      expect(response.json.errors).toBeUndefined()
      expect(response.json.data.Pages.docs).toHaveLength(publicReadLimits.docsPerPage)
      expect(response.text.length).toBeLessThan(megabyte)
    }
  })

  it('refuses pagination: false to a visitor and a customer', async () => {
    for (const token of [undefined, customerToken]) {
      const response = await http.graphql(query, {
        variables: { limit: 0, pagination: false },
        token,
      })
      expect(response.json.errors?.length).toBeGreaterThan(0)
      expect(response.json.data?.Pages ?? null).toBeNull()
    }
    const inline = await http.graphql('{ Pages(limit: 0, pagination: false) { docs { id } } }')
    expect(inline.json.errors?.length).toBeGreaterThan(0)
  })

  it('still populates relationships for a visitor', async () => {
    const response = await http.graphql(
      '{ Pages(where: { slug: { equals: "filler-89" } }) { docs { layout { ... on CardsBlock { cards { link { reference { value { ... on Page { title } } } } } } } } } }',
    )
    expect(response.json.errors).toBeUndefined()
    const cards = response.json.data.Pages.docs[0].layout.find(
      (block: { cards?: unknown }) => block.cards,
    )
    expect(cards.cards[0].link.reference.value.title).toBe('Filler 88')
  })

  it('caps the depth of rich text that a visitor asks to populate', async () => {
    const response = await http.graphql(
      '{ Pages(where: { slug: { equals: "filler-89" } }) { docs { layout { ... on ContentBlock { content(depth: 10) } } } } }',
    )
    expect(response.json.errors).toBeUndefined()
    expect(documentDepth(response.json.data)).toBeLessThanOrEqual(publicReadLimits.depth + 1)
  })

  it('leaves staff reads as they were', async () => {
    const response = await http.graphql(query, {
      variables: { limit: 0, pagination: false },
      token: staffToken,
    })
    expect(response.json.errors).toBeUndefined()
    expect(response.json.data.Pages.docs).toHaveLength(totalPages)
  })
})

describe('bounded reads over the Local API with overrideAccess: false', () => {
  it('caps a visitor and a customer at 100 documents, also unpaginated', async () => {
    for (const user of [undefined, customer]) {
      const capped = await ctx.payload.find({
        collection: 'pages',
        limit: 0,
        depth: 0,
        overrideAccess: false,
        user,
      })
      expect(capped.docs).toHaveLength(publicReadLimits.docsPerPage)
      const unpaginated = await ctx.payload.find({
        collection: 'pages',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
      expect(unpaginated.docs).toHaveLength(publicReadLimits.docsPerPage)
    }
  })

  it('caps the depth for a visitor', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'pages',
      limit: 100,
      depth: 10,
      overrideAccess: false,
    })
    expect(documentDepth(docs)).toBeLessThanOrEqual(publicReadLimits.depth + 1)
  })

  it('leaves staff and server reads unbounded', async () => {
    const asStaff = await ctx.payload.find({
      collection: 'pages',
      limit: 0,
      depth: 0,
      overrideAccess: false,
      user: staff,
    })
    expect(asStaff.docs).toHaveLength(totalPages)
    const asServer = await ctx.payload.find({ collection: 'pages', pagination: false, depth: 0 })
    expect(asServer.docs).toHaveLength(totalPages)
  })
})
