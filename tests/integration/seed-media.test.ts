import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { seed } from '@/seed'
import { artworks } from '@/seed/media/catalogue'

import { seededAdmin, startSeededPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload

const allMedia = async () =>
  (await ctx.payload.find({ collection: 'media', locale: 'all', limit: 200, depth: 0 }))
    .docs as unknown as (Omit<Media, 'alt'> & { alt?: Record<string, string> })[]

// A copy of the run's seeded template: what `seed(payload, seededAdmin)` wrote, its images with it.
beforeAll(async () => {
  ctx = await startSeededPayload()
}, 900_000)
afterAll(async () => ctx?.stop())

describe('seeded images', () => {
  it('writes every artwork once, with alt text in both languages unless decorative', async () => {
    const media = await allMedia()
    expect(media).toHaveLength(artworks.length)
    for (const doc of media) {
      if (doc.decorative) {
        expect(doc.alt?.['de-CH'] ?? '', doc.filename ?? '').toBe('')
        expect(doc.alt?.en ?? '', doc.filename ?? '').toBe('')
      } else {
        expect(doc.alt?.['de-CH'], doc.filename ?? '').toBeTruthy()
        expect(doc.alt?.en, doc.filename ?? '').toBeTruthy()
        expect(doc.alt?.en).not.toBe(doc.alt?.['de-CH'])
      }
    }
    expect(media.some((doc) => doc.decorative)).toBe(true)
  })

  it('stores a focal point and the resized variants', async () => {
    for (const doc of await allMedia()) {
      expect(doc.focalX).toBeGreaterThan(0)
      expect(doc.focalY).toBeGreaterThan(0)
      expect(doc.width).toBeGreaterThan(0)
      expect(doc.mimeType).toBe('image/webp')
      // Payload does not enlarge: logos and portraits are smaller than the card size.
      if ((doc.width ?? 0) > 640) expect(doc.sizes?.card?.filename, doc.filename!).toBeTruthy()
      if ((doc.width ?? 0) >= 1200) {
        expect(doc.sizes?.og?.mimeType, doc.filename!).toBe('image/jpeg')
        expect(doc.sizes?.og?.width).toBe(1200)
      }
    }
  })

  it('puts covers, portraits, logos and hero visuals on the documents, per language where words show', async () => {
    const [studies, posts, team, testimonials] = await Promise.all([
      ctx.payload.find({ collection: 'case-studies', depth: 0, limit: 100 }),
      ctx.payload.find({ collection: 'posts', depth: 0, limit: 100 }),
      ctx.payload.find({ collection: 'team-members', depth: 0, limit: 100 }),
      ctx.payload.find({ collection: 'testimonials', depth: 0, limit: 100 }),
    ])
    for (const doc of [...studies.docs, ...posts.docs]) expect(doc.heroImage).toBeTruthy()
    for (const doc of team.docs) expect(doc.photo).toBeTruthy()
    for (const doc of testimonials.docs) expect(doc.logo).toBeTruthy()

    /** The image in `field` of the page's first block of `blockType`, without locale fallback. */
    const blockMedia = async (
      slug: string,
      locale: 'de-CH' | 'en',
      blockType: string,
      field: string,
    ) => {
      const { docs } = await ctx.payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        locale,
        fallbackLocale: false,
        depth: 1,
      })
      const block = docs[0]?.layout?.find((candidate) => candidate.blockType === blockType) as
        Record<string, unknown> | undefined
      return block && field in block ? (block[field] as Media | null) : null
    }
    const [german, english] = await Promise.all([
      blockMedia('admin-ui', 'de-CH', 'hero', 'media'),
      blockMedia('admin-ui', 'en', 'hero', 'media'),
    ])
    expect(german?.filename).toMatch(/admin-orders-de/)
    expect(english?.filename).toMatch(/admin-orders-en/)
    expect((await blockMedia('home', 'en', 'hero', 'media'))?.filename).toMatch(/hero-home/)

    expect((await blockMedia('hackable', 'de-CH', 'codeSample', 'diagram'))?.filename).toMatch(
      /weather-pricing-de/,
    )
    expect((await blockMedia('hackable', 'en', 'codeSample', 'diagram'))?.filename).toMatch(
      /weather-pricing-en/,
    )

    const { docs } = await ctx.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      depth: 0,
    })
    const grid = docs[0].layout?.find((block) => block.blockType === 'logoGrid')
    expect(grid && 'logos' in grid ? grid.logos?.every((row) => row.logo) : false).toBe(true)
  })

  it('refuses an image without alternative text unless it is marked decorative', async () => {
    const before = (await allMedia()).length
    const data = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3b2fc9' },
    })
      .png()
      .toBuffer()
    const file = { data, mimetype: 'image/png', name: 'no-alt.png', size: data.length }
    await expect(
      ctx.payload.create({ collection: 'media', data: {}, file, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await allMedia()).length).toBe(before)
  })

  it('is idempotent: a second run creates and changes nothing', async () => {
    const before = await allMedia()
    const home = await ctx.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
    })
    const result = await seed(ctx.payload, seededAdmin)
    expect(result.created).toBe(0)
    expect((await allMedia()).map((doc) => doc.updatedAt)).toEqual(
      before.map((doc) => doc.updatedAt),
    )
    const after = await ctx.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
    })
    expect(after.docs[0].updatedAt).toBe(home.docs[0].updatedAt)
  })

  it('gives a document seeded before its image existed the image on the next run', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'posts',
      where: { slug: { equals: 'wetterabhaengige-preise' } },
      locale: 'de-CH',
      depth: 0,
    })
    const post = docs[0]
    const cover = post.heroImage as number
    await ctx.payload.update({ collection: 'posts', id: post.id, data: { heroImage: null } })
    await ctx.payload.delete({ collection: 'media', id: cover })

    const result = await seed(ctx.payload, seededAdmin)
    expect(result.created).toBe(1)
    const updated = await ctx.payload.findByID({ collection: 'posts', id: post.id, depth: 1 })
    expect((updated.heroImage as Media).filename).toMatch(/cover-post-weather-pricing/)
  })
})
