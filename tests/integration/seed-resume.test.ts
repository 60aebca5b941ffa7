import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { markOnce } from '@/locks'
import { demoContentNeeds, writeDemoContent } from '@/seed'
import { seedMarkers } from '@/seed/markers'

import { seededAdmin, startSeededPayload, type TestPayload } from '../helpers/payload'
import { demoCounts } from '../helpers/seed'

/**
 * A first start stopped in the middle of the seed (src/seed records its start and end): the next
 * run completes the demo content. On a copy of the run's seeded template.
 */
let ctx: TestPayload
const counts = () => demoCounts(ctx.payload)

beforeAll(async () => {
  ctx = await startSeededPayload()
}, 900_000)
afterAll(async () => ctx?.stop())

describe('a seed stopped halfway', () => {
  const blockTypes = async (slug: string, locale: 'de-CH' | 'en') => {
    const { docs } = await ctx.payload.find({
      collection: 'pages',
      locale,
      where: { slug: { equals: slug } },
      depth: 0,
    })
    return (docs[0]?.layout ?? []).map((block) => block.blockType)
  }

  // Rewriting the demo content on PostgreSQL beside every other suite of CI passed 120 s.
  it('is completed by the next run: documents found are written again, none twice, leftovers go', async () => {
    // Content with no seed record is the editors' own: nothing to complete.
    expect(await demoContentNeeds(ctx.payload)).toBeNull()
    const before = await counts()
    const homeBlocks = await blockTypes('home', 'en')
    const header = await ctx.payload.findGlobal({ slug: 'header', depth: 0 })
    expect(homeBlocks.length).toBeGreaterThan(0)
    expect(header.navItems?.length).toBeGreaterThan(0)

    // What a stop in the middle leaves: the seed's start recorded and not its end, a page
    // written without its blocks and a header without its navigation.
    await markOnce(ctx.payload, seedMarkers.started, new Date('9999-12-31T00:00:00.000Z'))
    const { docs } = await ctx.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      depth: 0,
    })
    await ctx.payload.update({
      collection: 'pages',
      id: docs[0]!.id,
      data: { layout: [] },
      context: { disableRevalidate: true },
    })
    await ctx.payload.updateGlobal({
      slug: 'header',
      data: { navItems: [] },
      context: { disableRevalidate: true },
    })
    // …and a page it stopped in the middle of creating, not findable by its German slug.
    await ctx.payload.create({
      collection: 'pages',
      data: { title: 'Halb geschrieben', slug: 'halb-geschrieben' },
      context: { disableRevalidate: true },
    })
    expect(await blockTypes('home', 'en')).toEqual([])
    expect(await demoContentNeeds(ctx.payload)).toBe('complete')

    await writeDemoContent(ctx.payload, 'complete', seededAdmin)
    expect(await blockTypes('home', 'en')).toEqual(homeBlocks)
    expect(await blockTypes('home', 'de-CH')).toEqual(homeBlocks)
    const completed = await ctx.payload.findGlobal({ slug: 'header', depth: 0 })
    expect(completed.navItems?.length).toBe(header.navItems?.length)
    // Every seeded document once, and the half-created one gone.
    expect(await counts()).toEqual(before)
    expect(await demoContentNeeds(ctx.payload)).toBeNull()
  }, 600_000)
})
