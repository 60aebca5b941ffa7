import type { Payload } from 'payload'
import sharp from 'sharp'

import { ref, type Bilingual } from '../bilingual'
import { artworks, placements, type Artwork, type Placement } from './catalogue'

type Id = number | string
type Context = Record<string, unknown>

/** Renders the artwork's SVG as WebP at its own size (Payload then makes the image sizes). */
async function render(artwork: Artwork) {
  const data = await sharp(Buffer.from(artwork.draw())).webp({ quality: 84, effort: 4 }).toBuffer()
  return { data, mimetype: 'image/webp', name: `${artwork.name}.webp`, size: data.length }
}

/**
 * Writes every artwork as a media document (alt text in both languages, focal point) unless a
 * file of the same name is already in the library (whose texts `rewrite` writes again). Returns
 * the ids of all artworks and the names of those created by this run.
 */
export async function seedMedia(payload: Payload, context: Context, rewrite = false) {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { in: artworks.map((artwork) => `${artwork.name}.webp`) } },
    depth: 0,
    pagination: false,
    select: { filename: true },
  })
  const stored = new Map(existing.docs.map((doc) => [doc.filename, doc.id]))
  const ids = new Map<string, Id>()
  const created = new Set<string>()
  for (const artwork of artworks) {
    const storedId = stored.get(`${artwork.name}.webp`)
    if (storedId !== undefined && !rewrite) {
      ids.set(artwork.name, storedId)
      continue
    }
    const isDecorative = !artwork.alt.de && !artwork.alt.en
    const german = {
      collection: 'media',
      locale: 'de-CH',
      data: {
        alt: artwork.alt.de,
        decorative: isDecorative,
        focalX: artwork.focal.x,
        focalY: artwork.focal.y,
      },
      depth: 0,
      // A context of its own: the S3 storage plugin keeps an upload's file in the request's
      // context, and with one object shared by every create only the first file reached the bucket.
      context: { ...context },
    } as const
    const doc =
      storedId === undefined
        ? await payload.create({ ...german, file: await render(artwork) })
        : await payload.update({ ...german, id: storedId })
    if (!isDecorative) {
      await payload.update({
        collection: 'media',
        id: doc.id,
        locale: 'en',
        data: { alt: artwork.alt.en },
        depth: 0,
        context,
      })
    }
    ids.set(artwork.name, doc.id)
    if (storedId === undefined) created.add(artwork.name)
  }
  return { ids, created }
}

/**
 * Seed data of a document with its images filled in, so a new document is written with them at
 * once (placeMedia only has to fill documents that existed before their images).
 */
export function withImages(
  collection: string,
  key: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const placement = placements.find(
    (candidate) => candidate.collection === collection && candidate.key === key,
  )
  if (!placement) return data
  if (placement.collection !== 'pages') {
    return data[placement.field]
      ? data
      : { ...data, [placement.field]: ref('media', placement.image) }
  }
  const layout = data.layout as Record<string, unknown>[] | undefined
  const hero = layout?.find((block) => block.blockType === 'hero')
  if (!layout || !hero || hero.media) return data
  return {
    ...data,
    layout: layout.map((block) =>
      block === hero ? { ...block, media: ref('media', placement.image) } : block,
    ),
  }
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/**
 * Puts images created by this run into the empty image fields they belong to, so a database
 * seeded before the images existed gets them too; a field an editor filled or cleared after its
 * image was created is left alone on later runs.
 */
export async function placeMedia(
  payload: Payload,
  { ids, created }: Awaited<ReturnType<typeof seedMedia>>,
  documentId: (collection: string, key: string) => Id | undefined,
  context: Context,
) {
  const wasCreated = (image: string | Bilingual) =>
    typeof image === 'string' ? created.has(image) : created.has(image.de) || created.has(image.en)
  for (const placement of placements) {
    const id = documentId(placement.collection, placement.key)
    if (id === undefined || !wasCreated(placement.image)) continue
    if (placement.collection === 'pages') await placeHero(payload, id, placement, ids, context)
    else await placeField(payload, id, placement, ids, context)
  }
}

async function placeField(
  payload: Payload,
  id: Id,
  placement: Exclude<Placement, { collection: 'pages' }>,
  ids: Map<string, Id>,
  context: Context,
) {
  const current = (await payload.findByID({
    collection: placement.collection,
    id,
    depth: 0,
    draft: true,
  })) as unknown as Record<string, unknown>
  if (!isEmpty(current[placement.field])) return
  await payload.update({
    collection: placement.collection,
    id,
    data: { [placement.field]: ids.get(placement.image), _status: current._status },
    depth: 0,
    context,
  } as never)
}

async function placeHero(
  payload: Payload,
  id: Id,
  placement: Extract<Placement, { collection: 'pages' }>,
  ids: Map<string, Id>,
  context: Context,
) {
  for (const [locale, image] of [
    ['de-CH', placement.image.de],
    ['en', placement.image.en],
  ] as const) {
    // Without fallback: an English hero must not count as filled by the German image.
    const page = await payload.findByID({
      collection: 'pages',
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft: true,
    })
    const layout = page.layout ?? []
    const hero = layout.find((block) => block.blockType === 'hero')
    if (!hero || !isEmpty(hero.media)) continue
    await payload.update({
      collection: 'pages',
      id,
      locale,
      data: {
        layout: layout.map((block) =>
          block === hero ? { ...block, media: ids.get(image) } : block,
        ),
        _status: page._status,
      },
      depth: 0,
      context,
    } as never)
  }
}
