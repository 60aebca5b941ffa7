import type { CollectionSlug, Payload } from 'payload'

import { hasMarker, markOnce } from '@/locks'
import { backfill } from '@/translation/store'

import { inLocale, withIdsFrom } from './bilingual'
import { seedGlobals, seedSets } from './content'
import { seedMarkers } from './markers'
import { placeMedia, seedMedia, withImages } from './media'
import type { SeedDocument, SeedSet } from './types'
import { markdownToRichText, seedContext, writeInBothLanguages } from './write'

export type SeedOptions = {
  adminEmail: string
  adminPassword: string
  log?: (message: string) => void
  /**
   * Completing an interrupted run: the documents found are written again, since the run may have
   * stopped halfway through any of them.
   */
  rewrite?: boolean
}
export type SeedResult = { created: number; existing: number }

type Id = number | string
const withoutKeys = (data: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)))
const pickKeys = (data: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => keys.includes(key)))

const forever = new Date('9999-12-31T00:00:00.000Z')

/**
 * What the demo content of this database needs: `seed` (the database is empty), `complete` (a
 * seed began and never ended) or nothing (it ended, or the content is not the seed's).
 */
export async function demoContentNeeds(payload: Payload): Promise<'seed' | 'complete' | null> {
  if (await hasMarker(payload, seedMarkers.complete)) return null
  if (await hasMarker(payload, seedMarkers.started)) return 'complete'
  const [users, pages] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'pages' }),
  ])
  return users.totalDocs === 0 && pages.totalDocs === 0 ? 'seed' : null
}

/**
 * Seeds as `demoContentNeeds` said, recording the start first and the end last, so that a run
 * stopped anywhere (Ctrl-C, a killed process) is completed by the next one.
 */
export async function writeDemoContent(
  payload: Payload,
  need: 'seed' | 'complete',
  options: Omit<SeedOptions, 'rewrite'>,
): Promise<SeedResult> {
  if (need === 'seed') await markOnce(payload, seedMarkers.started, forever)
  const result = await seed(payload, { ...options, rewrite: need === 'complete' })
  await markOnce(payload, seedMarkers.complete, forever)
  return result
}

/**
 * Completing an interrupted seed, which began on an empty database: a document of a seeded
 * collection that the seed did not write or find is one it stopped in the middle of creating
 * (stored without the field it is found by), and goes.
 */
async function removeLeftovers(
  payload: Payload,
  ids: Map<string, Id>,
  context: Record<string, unknown>,
) {
  const collections = [...seedSets.map((set) => set.collection).reverse(), 'media' as const]
  for (const collection of collections) {
    const kept = [...ids].filter(([key]) => key.startsWith(`${collection}:`)).map(([, id]) => id)
    await payload.delete({
      collection,
      where: { id: { not_in: kept } },
      overrideAccess: true,
      depth: 0,
      context,
    })
  }
}

/**
 * Writes the bilingual demo content. Idempotent: a document that already exists (matched by its
 * German slug, name or title) is left exactly as editors made it, so a second run changes nothing
 * (unless `rewrite`).
 */
export async function seed(
  payload: Payload,
  { adminEmail, adminPassword, log = () => undefined, rewrite = false }: SeedOptions,
): Promise<SeedResult> {
  const context = seedContext()
  const result: SeedResult = { created: 0, existing: 0 }
  const toRichText = await markdownToRichText(payload)

  const admins = await payload.count({
    collection: 'users',
    where: { email: { equals: adminEmail } },
  })
  if (admins.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { email: adminEmail, password: adminPassword, name: 'Admin', role: 'admin' },
      context,
    })
    log(`created staff admin ${adminEmail}`)
  }

  const ids = new Map<string, Id>()
  const resolve = (relationTo: string, key: string): Id => {
    const id = ids.get(`${relationTo}:${key}`)
    if (id === undefined) throw new Error(`Seed content refers to unknown ${relationTo} "${key}"`)
    return id
  }
  const localized = (data: Record<string, unknown>, locale: 'de-CH' | 'en') =>
    inLocale(data, locale, resolve, toRichText) as Record<string, unknown>

  const media = await seedMedia(payload, context, rewrite)
  for (const [name, id] of media.ids) ids.set(`media:${name}`, id)
  result.created += media.created.size
  result.existing += media.ids.size - media.created.size

  const pendingDeferred: { set: SeedSet; document: SeedDocument; id: Id }[] = []

  for (const set of seedSets) {
    const hasDrafts = Boolean(payload.collections[set.collection].config.versions?.drafts)
    const status = hasDrafts ? { _status: 'published' } : {}
    for (const document of set.documents) {
      const matchValue = localized(pickKeys(document.data, [set.match]), 'de-CH')[set.match]
      const existing = await payload.find({
        collection: set.collection,
        where: { [set.match]: { equals: matchValue } },
        locale: 'de-CH',
        limit: 1,
        depth: 0,
        draft: hasDrafts,
        pagination: false,
      })
      const found = existing.docs[0]
      if (found && !rewrite) {
        ids.set(`${set.collection}:${document.key}`, found.id)
        result.existing += 1
        continue
      }
      const data = withImages(set.collection, document.key, document.data)
      const immediate = withoutKeys(data, set.deferred ?? [])
      const written = await writeInBothLanguages(
        payload,
        set.collection,
        (locale) => ({ ...localized(immediate, locale), ...status }),
        context,
        found?.id,
      )
      ids.set(`${set.collection}:${document.key}`, written.id)
      if (set.deferred?.length) pendingDeferred.push({ set, document, id: written.id })
      result[found ? 'existing' : 'created'] += 1
    }
  }

  for (const { set, document, id } of pendingDeferred) {
    const hasDrafts = Boolean(payload.collections[set.collection].config.versions?.drafts)
    const status = hasDrafts ? { _status: 'published' } : {}
    const deferred = pickKeys(
      withImages(set.collection, document.key, document.data),
      set.deferred ?? [],
    )
    const german = await payload.update({
      collection: set.collection as CollectionSlug,
      id,
      locale: 'de-CH',
      data: { ...localized(deferred, 'de-CH'), ...status },
      depth: 0,
      context,
    } as never)
    await payload.update({
      collection: set.collection as CollectionSlug,
      id,
      locale: 'en',
      data: { ...(withIdsFrom(german, localized(deferred, 'en')) as object), ...status },
      depth: 0,
      context,
    } as never)
  }

  await placeMedia(payload, media, (collection, key) => ids.get(`${collection}:${key}`), context)
  if (rewrite) await removeLeftovers(payload, ids, context)

  for (const global of seedGlobals) {
    const current = await payload.findGlobal({ slug: global.slug, depth: 0 })
    if (current.updatedAt && !rewrite) continue
    const german = await payload.updateGlobal({
      slug: global.slug,
      locale: 'de-CH',
      data: localized(global.data, 'de-CH'),
      depth: 0,
      context,
    } as never)
    await payload.updateGlobal({
      slug: global.slug,
      locale: 'en',
      data: withIdsFrom(german, localized(global.data, 'en')) as never,
      depth: 0,
      context,
    } as never)
    result.created += 1
  }

  // The seed's writes skip the per-save status; every status is derived from the versions now.
  const derived = await backfill(payload)
  log(
    `seed: ${result.created} created, ${result.existing} already present, ${derived} translation statuses derived`,
  )
  return result
}
