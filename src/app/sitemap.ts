import type { MetadataRoute } from 'next'

import { allSlugs } from '@/data/content'
import { locales } from '@/i18n/locales'
import { absoluteUrl, pathFor, routedCollections } from '@/routing/paths'
import { sitemapEntries } from '@/seo/sitemap'

export const revalidate = 3600

/** Every published document in both languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const collections = await Promise.all(
    routedCollections.map(async (collection) => ({ collection, docs: await allSlugs(collection) })),
  )
  return collections.flatMap(({ collection, docs }) =>
    sitemapEntries(
      docs,
      (slug, locale) => absoluteUrl(pathFor(collection, slug, locale)),
      locales,
      collection === 'pages' ? 'weekly' : 'monthly',
    ),
  )
}
