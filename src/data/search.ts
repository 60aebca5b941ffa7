import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { pathFor, type RoutedCollection } from '@/routing/paths'

import { getPayloadClient } from './payload'

export type SearchHit = {
  id: number | string
  collection: RoutedCollection
  title: string
  excerpt: string | null
  href: string
}

/** Published documents of one locale whose title or excerpt contains every word of the query. */
export async function searchSite(query: string, locale: Locale, limit = 50): Promise<SearchHit[]> {
  const words = query
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 8)
  if (!words.length) return []
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'search',
    locale,
    fallbackLocale: false,
    depth: 0,
    limit,
    pagination: false,
    overrideAccess: false,
    sort: '-priority',
    where: {
      and: words.map((word): Where => ({
        or: [{ title: { like: word } }, { excerpt: { like: word } }],
      })),
    },
  })
  const rows = result.docs as unknown as {
    id: number
    title?: string | null
    excerpt?: string | null
    doc: { relationTo: RoutedCollection; value: number | string | { id: number | string } }
  }[]
  const idOf = (value: number | string | { id: number | string }) =>
    typeof value === 'object' ? value.id : value

  // The search rows do not populate their document: look the slugs up per collection, published only.
  const slugs = new Map<string, string>()
  const byCollection = new Map<RoutedCollection, (number | string)[]>()
  for (const row of rows)
    byCollection.set(row.doc.relationTo, [
      ...(byCollection.get(row.doc.relationTo) ?? []),
      idOf(row.doc.value),
    ])
  await Promise.all(
    [...byCollection.entries()].map(async ([collection, ids]) => {
      const docs = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: false,
        select: { slug: true },
        where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
      })
      for (const doc of docs.docs as unknown as { id: number | string; slug?: string | null }[]) {
        if (doc.slug) slugs.set(`${collection}:${doc.id}`, doc.slug)
      }
    }),
  )

  const hits: SearchHit[] = []
  for (const row of rows) {
    const slug = slugs.get(`${row.doc.relationTo}:${idOf(row.doc.value)}`)
    if (!slug || !row.title) continue
    hits.push({
      id: row.id,
      collection: row.doc.relationTo,
      title: row.title,
      excerpt: row.excerpt ?? null,
      href: pathFor(row.doc.relationTo, slug, locale),
    })
  }
  return hits
}
