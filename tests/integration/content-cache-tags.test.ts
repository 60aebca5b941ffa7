import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import 'next/dist/server/node-environment-baseline'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { verifiedRevalidation, type Revalidation } from '@/cache/forward'
import { collectionTag, docTag, globalTag, siteSettingsTag } from '@/cache/tags'
import type { CaseStudy, Media, Page, Post } from '@/payload-types'
import { signatureHeader, timestampHeader } from '@/security/signature'

import { testSiteSettings } from '../helpers/forms'
import { paragraph } from '../helpers/lexical'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * Revalidation by cache tags. The readers of src/data tag what they read through Next's own
 * incremental cache (here the file-system cache a single server uses, installed as Next does
 * outside a request): a page carries the tag of every document it shows, picks or links to.
 * The hooks run outside Next here, so they forward what to refresh, signed, to REVALIDATE_URL:
 * a test server receives exactly what a site would.
 */
let app: TestPayload
let payload: Payload
let sink: Server
let received: Revalidation[] = []

/** The tags the reads leave in a fresh cache: the tags a page doing these reads carries. */
async function tagsOf(read: () => Promise<unknown>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'page-tags-'))
  const serverDistDir = path.join(dir, 'server')
  mkdirSync(serverDistDir)
  const global = globalThis as { __incrementalCache?: unknown }
  global.__incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    maxMemoryCacheSize: 0,
    requestHeaders: {},
    previewProps: {
      previewModeId: 'test',
      previewModeSigningKey: 'test',
      previewModeEncryptionKey: 'test',
    },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: {
        previewModeId: 'test',
        previewModeSigningKey: 'test',
        previewModeEncryptionKey: 'test',
      },
    } as never,
  })
  try {
    await read()
  } finally {
    delete global.__incrementalCache
  }
  const entries = path.join(dir, 'cache', 'fetch-cache')
  const tags = readdirSync(entries).flatMap(
    (file) =>
      (JSON.parse(readFileSync(path.join(entries, file), 'utf8')) as { tags: string[] }).tags,
  )
  rmSync(dir, { recursive: true, force: true })
  return [...new Set(tags)]
}

/** The revalidations the hooks ask for while `change` runs. */
async function revalidationsOf(change: () => Promise<unknown>): Promise<Revalidation[]> {
  received = []
  await change()
  return received
}

const png = async () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer()

async function image(name: string): Promise<Media> {
  const data = await png()
  return payload.create({
    collection: 'media',
    locale: 'de-CH',
    data: { alt: `Bild ${name}` },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
  })
}

const caseStudy = async (slug: string, heroImage?: number) =>
  payload.create({
    collection: 'case-studies',
    locale: 'de-CH',
    data: {
      title: `Fall ${slug}`,
      slug,
      client: 'Kunde',
      industry: 'Handel',
      summary: 'Zusammenfassung',
      content: paragraph('Text'),
      heroImage,
      _status: 'published',
    },
  })

let home: Page
let picked: CaseStudy
let unpicked: CaseStudy
let linkedPost: Post
let images: Record<'caseImage' | 'logo' | 'heroImage' | 'postImage' | 'ogImage', Media>

beforeAll(async () => {
  app = await startPayload()
  payload = app.payload
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

  images = {
    caseImage: await image('fall'),
    logo: await image('logo'),
    heroImage: await image('held'),
    postImage: await image('beitrag'),
    ogImage: await image('vorschau'),
  }
  picked = await caseStudy('gewaehlter-fall', images.caseImage.id)
  unpicked = await caseStudy('anderer-fall')
  const category = await payload.create({
    collection: 'categories',
    locale: 'de-CH',
    data: { title: 'Technik', slug: 'technik', _status: 'published' },
  })
  linkedPost = await payload.create({
    collection: 'posts',
    locale: 'de-CH',
    data: {
      title: 'Verlinkter Beitrag',
      slug: 'verlinkter-beitrag',
      excerpt: 'Kurz',
      content: paragraph('Text'),
      heroImage: images.postImage.id,
      categories: [category.id],
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  home = await payload.create({
    collection: 'pages',
    locale: 'de-CH',
    data: {
      title: 'Start',
      slug: 'home',
      _status: 'published',
      layout: [
        {
          blockType: 'hero',
          heading: 'Willkommen',
          media: images.heroImage.id,
          actions: [
            {
              link: {
                type: 'reference',
                reference: { relationTo: 'posts', value: linkedPost.id },
                label: 'Lesen',
              },
            },
          ],
        },
        { blockType: 'caseStudyHighlights', heading: 'Fälle', caseStudies: [picked.id] },
        { blockType: 'logoGrid', logos: [{ name: 'Logo', logo: images.logo.id }] },
      ],
    },
  })
  await payload.updateGlobal({
    slug: 'header',
    locale: 'de-CH',
    data: {
      navItems: [
        {
          link: {
            type: 'reference',
            reference: { relationTo: 'case-studies', value: unpicked.id },
            label: 'Ein Fall',
          },
        },
      ],
      _status: 'published',
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...testSiteSettings, defaultOgImage: images.ogImage.id },
  })
})

afterAll(async () => {
  process.env.REVALIDATE_URL = 'off'
  await new Promise((resolve) => sink?.close(resolve))
  await app?.stop()
})

describe('the tags a page carries', () => {
  it("include the home page's picked case study and its image, the logos, the hero image and the post the hero links to", async () => {
    const { findBySlug } = await import('@/data/content')
    const tags = await tagsOf(() => findBySlug('pages', 'home', 'de-CH', false))
    expect(tags).toEqual(
      expect.arrayContaining([
        docTag('pages', home.id),
        docTag('case-studies', picked.id),
        docTag('media', images.caseImage.id),
        docTag('media', images.logo.id),
        docTag('media', images.heroImage.id),
        docTag('posts', linkedPost.id),
      ]),
    )
    // Not the case study the page does not show.
    expect(tags).not.toContain(docTag('case-studies', unpicked.id))
  })

  it('include the documents the navigation links to and the default social image', async () => {
    const { getHeader } = await import('@/data/globals')
    const { getSiteSettings } = await import('@/data/siteSettings')
    expect(await tagsOf(() => getHeader('de-CH'))).toEqual(
      expect.arrayContaining([globalTag('header'), docTag('case-studies', unpicked.id)]),
    )
    expect(await tagsOf(() => getSiteSettings('de-CH'))).toEqual(
      expect.arrayContaining([siteSettingsTag, docTag('media', images.ogImage.id)]),
    )
  })

  it("of a list include its collection and its teasers' images and categories", async () => {
    const { listDocuments } = await import('@/data/content')
    const tags = await tagsOf(() => listDocuments('posts', 'de-CH'))
    const category = linkedPost.categories?.[0]
    expect(tags).toEqual(
      expect.arrayContaining([
        collectionTag('posts'),
        docTag('media', images.postImage.id),
        docTag('categories', typeof category === 'object' ? category!.id : category!),
      ]),
    )
  })

  it('of a missing document name its collection, so a later publish at that slug shows', async () => {
    const { findBySlug } = await import('@/data/content')
    expect(await tagsOf(() => findBySlug('posts', 'noch-nicht', 'de-CH', false))).toEqual([
      collectionTag('posts'),
    ])
  })
})

describe('what an edit revalidates', () => {
  beforeEach(() => {
    received = []
  })

  /** Something was revalidated, and no path outside the document's own pages (no site root). */
  const noWholeSite = (revalidations: Revalidation[]) => {
    expect(revalidations.length).toBeGreaterThan(0)
    for (const revalidation of revalidations) expect(revalidation.paths).not.toContain('/')
  }

  it("a case study's edit: its tag, its collection's tag and its path, not every page", async () => {
    const revalidations = await revalidationsOf(() =>
      payload.update({
        collection: 'case-studies',
        id: picked.id,
        locale: 'de-CH',
        data: { title: 'Geänderter Fall', _status: 'published' },
      }),
    )
    noWholeSite(revalidations)
    expect(revalidations.flatMap((revalidation) => revalidation.tags ?? [])).toEqual(
      expect.arrayContaining([docTag('case-studies', picked.id), collectionTag('case-studies')]),
    )
    expect(revalidations.flatMap((revalidation) => revalidation.paths)).toContain(
      '/de/erfolgsgeschichten/gewaehlter-fall',
    )
  })

  it('a changed slug, unpublishing and deleting: the old path and the tags, not every page', async () => {
    const renamed = await revalidationsOf(() =>
      payload.update({
        collection: 'case-studies',
        id: unpicked.id,
        locale: 'de-CH',
        data: { slug: 'umbenannter-fall', _status: 'published' },
      }),
    )
    noWholeSite(renamed)
    expect(renamed.flatMap((revalidation) => revalidation.paths)).toEqual(
      expect.arrayContaining([
        '/de/erfolgsgeschichten/anderer-fall',
        '/de/erfolgsgeschichten/umbenannter-fall',
      ]),
    )
    expect(renamed.flatMap((revalidation) => revalidation.tags ?? [])).toContain(
      docTag('case-studies', unpicked.id),
    )

    const unpublished = await revalidationsOf(() =>
      payload.update({
        collection: 'case-studies',
        id: unpicked.id,
        locale: 'de-CH',
        data: { _status: 'draft' },
      }),
    )
    noWholeSite(unpublished)
    expect(unpublished.flatMap((revalidation) => revalidation.tags ?? [])).toEqual(
      expect.arrayContaining([docTag('case-studies', unpicked.id), collectionTag('case-studies')]),
    )

    const deleted = await revalidationsOf(() =>
      payload.delete({ collection: 'case-studies', id: unpicked.id }),
    )
    noWholeSite(deleted)
    expect(deleted.flatMap((revalidation) => revalidation.tags ?? [])).toEqual(
      expect.arrayContaining([docTag('case-studies', unpicked.id), collectionTag('case-studies')]),
    )
  })

  it('a team member: its tag and its collection, not every page', async () => {
    const member = await payload.create({
      collection: 'team-members',
      locale: 'de-CH',
      data: { name: 'Ada', role: 'Technik', bio: 'Baut Dinge.', _status: 'published' },
    })
    const changed = await revalidationsOf(() =>
      payload.update({
        collection: 'team-members',
        id: member.id,
        locale: 'de-CH',
        data: { name: 'Ada L.', _status: 'published' },
      }),
    )
    noWholeSite(changed)
    expect(changed.flatMap((revalidation) => revalidation.tags)).toEqual([
      docTag('team-members', member.id),
      collectionTag('team-members'),
    ])
  })

  it('a media file: the pages showing it; the site settings too when it is their social image', async () => {
    const logo = await revalidationsOf(() =>
      payload.update({
        collection: 'media',
        id: images.logo.id,
        locale: 'de-CH',
        data: { alt: 'Neues Logo' },
      }),
    )
    noWholeSite(logo)
    expect(logo.flatMap((revalidation) => revalidation.tags)).toEqual([
      docTag('media', images.logo.id),
    ])

    const og = await revalidationsOf(() =>
      payload.update({
        collection: 'media',
        id: images.ogImage.id,
        locale: 'en',
        data: { alt: 'New preview' },
      }),
    )
    noWholeSite(og)
    expect(og.flatMap((revalidation) => revalidation.tags)).toEqual([
      docTag('media', images.ogImage.id),
      siteSettingsTag,
    ])
  })

  it('the navigation: its own tag, which every page carries, and nothing else', async () => {
    const header = await revalidationsOf(() =>
      payload.updateGlobal({ slug: 'header', data: { navItems: [], _status: 'published' } }),
    )
    noWholeSite(header)
    expect(header.flatMap((revalidation) => revalidation.tags)).toEqual([globalTag('header')])
  })
})
