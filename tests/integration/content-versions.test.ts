import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { verifiedRevalidation, type Revalidation } from '@/cache/forward'
import { collectionTag, docTag } from '@/cache/tags'
import type { User } from '@/payload-types'
import { parseSegments, pathFor, type PrefixedCollection } from '@/routing/paths'
import { signatureHeader, signPayload, timestampHeader } from '@/security/signature'

import { paragraph } from '../helpers/lexical'
import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
// Imported once Payload runs on the test database (they load Payload's config).
let rest: (typeof import('../helpers/http'))['rest']
let graphql: (typeof import('../helpers/http'))['graphql']
let payload: Payload
let editor: User & { collection: 'users' }
let support: User & { collection: 'users' }
let editorToken: string
let customerToken: string

const password = 'versions-password-1'

async function staff(role: User['role']) {
  const email = `${role}@versions.test`
  const doc = await payload.create({ collection: 'users', data: { email, password, role } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { user: { ...doc, collection: 'users' as const }, token: token! }
}

beforeAll(async () => {
  app = await startPayload()
  payload = app.payload
  ;({ rest, graphql } = await import('../helpers/http'))
  const editorLogin = await staff('editor')
  editor = editorLogin.user
  editorToken = editorLogin.token
  support = (await staff('support')).user
  const customer = await payload.create({
    collection: 'customers',
    data: { email: 'shop@versions.test', password },
    disableVerificationEmail: true,
  })
  await payload.update({ collection: 'customers', id: customer.id, data: { _verified: true } })
  customerToken = (
    await payload.login({
      collection: 'customers',
      data: { email: 'shop@versions.test', password },
    })
  ).token!
})
afterAll(async () => app?.stop())

describe('footer drafts and versions', () => {
  beforeAll(async () => {
    await payload.updateGlobal({
      slug: 'footer',
      data: { tagline: 'Published tagline', _status: 'published' },
    })
    await payload.updateGlobal({
      slug: 'footer',
      data: { tagline: 'Draft tagline' },
      draft: true,
    })
  })

  it('shows visitors the published footer only, over REST and GraphQL', async () => {
    for (const query of ['', '?draft=true']) {
      const read = await rest('GET', `/api/globals/footer${query}`)
      expect(read.status).toBe(200)
      expect(read.json.tagline).toBe('Published tagline')
      const asCustomer = await rest('GET', `/api/globals/footer${query}`, { token: customerToken })
      expect(asCustomer.json.tagline).toBe('Published tagline')
    }
    for (const draft of [false, true]) {
      const result = await graphql(`{ Footer(draft: ${draft}) { tagline } }`)
      expect(result.json.data.Footer.tagline).toBe('Published tagline')
    }
  })

  it('keeps footer versions away from visitors and customers', async () => {
    expect([401, 403]).toContain((await rest('GET', '/api/globals/footer/versions')).status)
    const asCustomer = await rest('GET', '/api/globals/footer/versions', { token: customerToken })
    expect([401, 403]).toContain(asCustomer.status)
    const result = await graphql('{ versionsFooter { docs { id } } }')
    expect(result.json.errors?.length).toBeGreaterThan(0)
    expect(result.json.data?.versionsFooter ?? null).toBeNull()
  })

  it('shows editors the draft', async () => {
    const read = await rest('GET', '/api/globals/footer?draft=true', { token: editorToken })
    expect(read.json.tagline).toBe('Draft tagline')
  })

  it('brings an older footer back when an editor restores its version', async () => {
    await payload.updateGlobal({
      slug: 'footer',
      data: { tagline: 'Newer tagline', _status: 'published' },
    })
    expect((await rest('GET', '/api/globals/footer')).json.tagline).toBe('Newer tagline')
    const older = await payload.findGlobalVersions({
      slug: 'footer',
      where: {
        and: [
          { 'version.tagline': { equals: 'Published tagline' } },
          { 'version._status': { equals: 'published' } },
        ],
      },
    })
    const versionId = older.docs[0]!.id

    const byVisitor = await rest('POST', `/api/globals/footer/versions/${versionId}`)
    expect([401, 403]).toContain(byVisitor.status)
    const byCustomer = await rest('POST', `/api/globals/footer/versions/${versionId}`, {
      token: customerToken,
    })
    expect([401, 403]).toContain(byCustomer.status)
    expect((await rest('GET', '/api/globals/footer')).json.tagline).toBe('Newer tagline')

    const restored = await rest('POST', `/api/globals/footer/versions/${versionId}`, {
      token: editorToken,
    })
    expect(restored.status).toBe(200)
    expect((await rest('GET', '/api/globals/footer')).json.tagline).toBe('Published tagline')
    const viaGraphQL = await graphql('{ Footer { tagline } }')
    expect(viaGraphQL.json.data.Footer.tagline).toBe('Published tagline')
  })
})

type Listed = {
  slug: CollectionSlug
  graphQL: { one: string; many: string }
  field: string
  data: (value: string) => Record<string, unknown>
}

const listed: Listed[] = [
  {
    slug: 'team-members',
    graphQL: { one: 'TeamMember', many: 'TeamMembers' },
    field: 'name',
    data: (name) => ({ name, role: 'Engineer', bio: 'Bio' }),
  },
  {
    slug: 'testimonials',
    graphQL: { one: 'Testimonial', many: 'Testimonials' },
    field: 'author',
    data: (author) => ({ author, quote: 'Great work' }),
  },
  {
    slug: 'categories',
    graphQL: { one: 'Category', many: 'Categories' },
    field: 'title',
    data: (title) => ({ title, slug: title.toLowerCase().replace(/\s+/g, '-') }),
  },
]

describe.each(listed)('$slug drafts', ({ slug, graphQL, field, data }) => {
  let publishedId: number | string
  let draftId: number | string

  beforeAll(async () => {
    const published = await payload.create({
      collection: slug,
      data: { ...data(`Public ${slug}`), _status: 'published' } as never,
    })
    publishedId = published.id
    // A newer draft of the published one: visitors keep seeing the published values.
    await payload.update({
      collection: slug,
      id: publishedId,
      data: { [field]: `Changed ${slug}` } as never,
      draft: true,
    })
    draftId = (
      await payload.create({
        collection: slug,
        data: { ...data(`Unpublished ${slug}`), _status: 'draft' } as never,
        draft: true,
      })
    ).id
  })

  const draftValues = [`Changed ${slug}`, `Unpublished ${slug}`]
  const values = (docs: Record<string, unknown>[] | undefined) =>
    (docs ?? []).map((doc) => doc[field])

  it('shows visitors only what is published, over REST', async () => {
    for (const token of [undefined, customerToken]) {
      const list = await rest('GET', `/api/${slug}?depth=0`, { token })
      expect(values(list.json.docs)).toEqual([`Public ${slug}`])
      // Asking for drafts changes nothing: at most the published values come back.
      const drafts = await rest('GET', `/api/${slug}?depth=0&draft=true`, { token })
      expect(drafts.status).toBe(200)
      for (const value of draftValues) expect(values(drafts.json.docs)).not.toContain(value)
      expect((await rest('GET', `/api/${slug}/${draftId}`, { token })).status).toBe(404)
      expect((await rest('GET', `/api/${slug}/${draftId}?draft=true`, { token })).status).toBe(404)
      const shown = await rest('GET', `/api/${slug}/${publishedId}?draft=true`, { token })
      expect(draftValues).not.toContain(shown.json?.[field])
      const versions = await rest('GET', `/api/${slug}/versions`, { token })
      expect([401, 403]).toContain(versions.status)
    }
  })

  it('shows visitors only what is published, over GraphQL', async () => {
    const many = await graphql(`{ docs: ${graphQL.many} { docs { id ${field} } } }`)
    expect(values(many.json.data.docs.docs)).toEqual([`Public ${slug}`])
    const drafts = await graphql(`{ docs: ${graphQL.many}(draft: true) { docs { id ${field} } } }`)
    for (const value of draftValues)
      expect(values(drafts.json.data?.docs?.docs)).not.toContain(value)
    const hidden = await graphql(`{ doc: ${graphQL.one}(id: ${draftId}, draft: true) { id } }`)
    expect(hidden.json.data?.doc ?? null).toBeNull()
    const shown = await graphql(
      `{ doc: ${graphQL.one}(id: ${publishedId}, draft: true) { ${field} } }`,
    )
    expect(draftValues).not.toContain(shown.json.data?.doc?.[field])
  })

  it('shows editors the drafts', async () => {
    const list = await rest('GET', `/api/${slug}?depth=0&draft=true`, { token: editorToken })
    expect(list.json.docs.map((doc: Record<string, unknown>) => doc[field]).sort()).toEqual(
      [`Changed ${slug}`, `Unpublished ${slug}`].sort(),
    )
  })
})

const routed: {
  collection: PrefixedCollection
  data: (slug: string) => Record<string, unknown>
}[] = [
  {
    collection: 'case-studies',
    data: (slug) => ({
      title: 'Draft case',
      slug,
      client: 'Client',
      industry: 'Retail',
      summary: 'Summary',
      content: paragraph('Body'),
    }),
  },
  {
    collection: 'glossary-terms',
    data: (slug) => ({ term: 'Draft term', slug, shortDefinition: 'Short' }),
  },
  {
    collection: 'job-openings',
    data: (slug) => ({
      title: 'Draft job',
      slug,
      location: 'Zürich',
      employmentType: 'Full time',
      summary: 'Summary',
      description: paragraph('Body'),
    }),
  },
]

describe('saves that ask for no draft', () => {
  it('publish, as before drafts existed; saves as draft stay hidden', async () => {
    const saved = await rest('POST', '/api/globals/header', {
      token: editorToken,
      body: { navItems: [] },
    })
    expect(saved.status).toBe(200)
    // A header never published reads as {} for visitors: this one is published.
    const header = (await rest('GET', '/api/globals/header')).json
    expect(header._status).toBe('published')
    expect(header.navItems).toEqual([])

    const created = await rest('POST', '/api/testimonials', {
      token: editorToken,
      body: { author: 'Plain save', quote: 'Saved without a status' },
    })
    expect(created.status).toBe(201)
    const drafted = await rest('POST', '/api/testimonials?draft=true', {
      token: editorToken,
      body: { author: 'Draft save', quote: 'Saved as a draft' },
    })
    expect(drafted.status).toBe(201)
    const authors = (await rest('GET', '/api/testimonials?depth=0&limit=100')).json.docs.map(
      (doc: { author: string }) => doc.author,
    )
    expect(authors).toContain('Plain save')
    expect(authors).not.toContain('Draft save')
  })
})

describe.each(routed)('$collection preview', ({ collection, data }) => {
  const slug = `preview-${collection}`

  beforeAll(async () => {
    await payload.create({
      collection,
      data: { ...data(slug), _status: 'draft' } as never,
      draft: true,
    })
  })

  it('links the admin preview to the document path in both languages', async () => {
    const config = payload.collections[collection].config.admin
    const previews = await Promise.all(
      (['de-CH', 'en'] as const).map(async (locale) => {
        const url = await config.preview!({ slug } as never, {
          locale,
          req: {} as never,
          token: null,
        })
        const live = await (config.livePreview!.url as (args: unknown) => Promise<string> | string)(
          { data: { slug }, locale: { code: locale }, req: {} },
        )
        expect(live).toBe(url)
        const path = new URL(String(url), 'http://site.test').searchParams.get('path')!
        const [, prefix, ...segments] = path.split('/')
        expect(prefix).toBe(locale === 'en' ? 'en' : 'de')
        expect(parseSegments(segments, locale)).toEqual({ kind: 'document', collection, slug })
        return path
      }),
    )
    expect(new Set(previews).size).toBe(2)
  })

  it('refuses the preview route to visitors and customers', async () => {
    const { GET } = await import('@/app/(site)/next/preview/route')
    const path = new URL(
      String(
        await payload.collections[collection].config.admin.preview!({ slug } as never, {
          locale: 'de-CH',
          req: {} as never,
          token: null,
        }),
      ),
      'http://site.test',
    ).searchParams.get('path')!
    const url = `http://127.0.0.1:3000/next/preview?collection=${collection}&path=${encodeURIComponent(path)}`
    expect((await GET(new Request(url))).status).toBe(403)
    const asCustomer = await GET(
      new Request(url, { headers: { Authorization: `JWT ${customerToken}` } }),
    )
    expect(asCustomer.status).toBe(403)
  })

  it('reads the draft in draft mode and nothing outside it', async () => {
    // The readers import Payload's config, which must see the test database first.
    const { findBySlug } = await import('@/data/content')
    const { resolvePath } = await import('@/data/resolve')
    const [, , segment] = pathFor(collection, slug, 'de-CH').split('/')
    const segments = [segment!, slug]
    expect(await resolvePath(segments, 'de-CH', false)).toBeNull()
    expect(await findBySlug(collection, slug, 'de-CH', false)).toBeNull()
    const previewed = await resolvePath(segments, 'de-CH', true)
    expect(previewed?.collection).toBe(collection)
    expect((previewed?.doc as { slug?: string }).slug).toBe(slug)

    const anonymous = await rest('GET', `/api/${collection}?where[slug][equals]=${slug}&draft=true`)
    expect(anonymous.json.docs).toEqual([])
    const asEditor = await rest(
      'GET',
      `/api/${collection}?where[slug][equals]=${slug}&draft=true`,
      {
        token: editorToken,
      },
    )
    expect(asEditor.json.docs).toHaveLength(1)
  })
})

describe('scheduled publishing', () => {
  let sink: Server
  let received: Revalidation[]

  beforeAll(async () => {
    received = []
    sink = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const revalidation = verifiedRevalidation(
          body,
          {
            timestamp: String(request.headers[timestampHeader] ?? ''),
            signature: String(request.headers[signatureHeader] ?? ''),
          },
          process.env.PAYLOAD_SECRET,
        )
        if (request.url === '/next/revalidate' && revalidation) received.push(revalidation)
        response.statusCode = revalidation ? 204 : 403
        response.end()
      })
    })
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
    process.env.REVALIDATE_URL = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    process.env.REVALIDATE_URL = 'off'
    await new Promise((resolve) => sink?.close(resolve))
  })

  const schedule = async (id: number | string, user: User & { collection: 'users' }, at: Date) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: {
        type: 'publish',
        doc: { relationTo: 'case-studies', value: String(id) },
        user: { relationTo: 'users', value: user.id },
      },
    } as never)

  const untilPast = (at: Date) => sleep(Math.max(0, at.getTime() - Date.now()) + 50)

  const publicCase = async (slug: string) =>
    (await rest('GET', `/api/case-studies?where[slug][equals]=${slug}`)).json.docs as unknown[]

  it('publishes a case study at the scheduled time and revalidates its pages', async () => {
    const draft = await payload.create({
      collection: 'case-studies',
      data: { ...routed[0]!.data('scheduled-case'), _status: 'draft' } as never,
      draft: true,
    })
    const at = new Date(Date.now() + 1500)
    await schedule(draft.id, editor, at)

    await payload.jobs.run()
    expect(await publicCase('scheduled-case')).toEqual([])

    await untilPast(at)
    await payload.jobs.run()
    expect(await publicCase('scheduled-case')).toHaveLength(1)
    const paths = received.flatMap((revalidation) => revalidation.paths)
    expect(paths).toContain('/de/erfolgsgeschichten/scheduled-case')
    // The pages that show, pick or list it (cache tags), not every page of the site.
    expect(received.flatMap((revalidation) => revalidation.tags ?? [])).toEqual(
      expect.arrayContaining([docTag('case-studies', draft.id), collectionTag('case-studies')]),
    )
  })

  it('does not publish what a staff member without content rights scheduled', async () => {
    const draft = await payload.create({
      collection: 'case-studies',
      data: { ...routed[0]!.data('support-scheduled'), _status: 'draft' } as never,
      draft: true,
    })
    const at = new Date(Date.now() + 1000)
    await schedule(draft.id, support, at)
    await untilPast(at)
    await payload.jobs.run()
    expect(await publicCase('support-scheduled')).toEqual([])
  })

  it('refuses unsigned or stale revalidation requests', async () => {
    const { POST } = await import('@/app/(site)/next/revalidate/route')
    const body = JSON.stringify({ paths: ['/de'], reason: 'x' })
    const post = (headers: Record<string, string>, content = body) =>
      POST(
        new Request('http://127.0.0.1:3000/next/revalidate', {
          method: 'POST',
          headers,
          body: content,
        }),
      )
    expect((await post({})).status).toBe(403)
    const fresh = String(Math.floor(Date.now() / 1000))
    expect(
      (await post({ [timestampHeader]: fresh, [signatureHeader]: `sha256=${'f'.repeat(64)}` }))
        .status,
    ).toBe(403)
    const stale = signPayload(body, process.env.PAYLOAD_SECRET!, 0)
    expect((await post(stale)).status).toBe(403)
  })
})
