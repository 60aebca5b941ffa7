import { registerFrontCache } from '@/cache/frontCacheChannel'
import { envOf } from '@/config/env'
import type { Locale } from '@/i18n/locales'
import { localePath, parseSegments, routedCollections, type RoutedCollection } from '@/routing/paths'

import { getPayloadClient } from './payload'

type Index = { slugs: Map<RoutedCollection, Set<string>>; redirects: Set<string> }

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/'

/**
 * Every slug a routed document has in any locale and state, and every redirect's source: a
 * superset of what a public path can show, read with one query per collection. Built for the
 * server's question "does this path show nothing?" so that made-up paths cost no database read.
 */
async function readIndex(): Promise<Index> {
  const payload = await getPayloadClient()
  const slugs = new Map<RoutedCollection, Set<string>>()
  await Promise.all(
    routedCollections.map(async (collection) => {
      const { docs } = await payload.find({
        collection,
        locale: 'all',
        depth: 0,
        pagination: false,
        select: { slug: true },
      })
      const values = new Set<string>()
      for (const { slug } of docs as { slug?: Record<string, string | null> | string | null }[])
        for (const value of typeof slug === 'object' && slug ? Object.values(slug) : [slug])
          if (value) values.add(value)
      slugs.set(collection, values)
    }),
  )
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    select: { from: true },
  })
  return {
    slugs,
    redirects: new Set(docs.map(({ from }) => withoutTrailingSlash(from))),
  }
}

let current: { index: Promise<Index>; until: number } | null = null
registerFrontCache(() => (current = null))

/**
 * The index, read again after a revalidation in this process and at the latest after the page
 * cache's time (PAGE_CACHE_TTL_MS, at least a second), when another server's publish reaches this one.
 */
function routableIndex(): Promise<Index> {
  if (current && current.until > Date.now()) return current.index
  const entry = { index: readIndex(), until: Date.now() + Math.max(envOf().PAGE_CACHE_TTL_MS, 1000) }
  entry.index.catch(() => current === entry && (current = null))
  current = entry
  return entry.index
}

/**
 * True when no document and no redirect can live at `/<locale>/<segments…>`; false when one
 * may, and the full look-up decides.
 */
export async function certainlyNothingAt(locale: Locale, segments: string[]): Promise<boolean> {
  let decoded: string[]
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment))
  } catch {
    return false
  }
  const index = await routableIndex()
  if (index.redirects.has(withoutTrailingSlash(localePath(locale, ...decoded)))) return false
  const parsed = parseSegments(segments, locale)
  if (!parsed) return true
  const collection = parsed.kind === 'page' ? 'pages' : parsed.collection
  return !index.slugs.get(collection)?.has(parsed.slug)
}
