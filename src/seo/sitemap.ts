import type { MetadataRoute } from 'next'

import type { Locale } from '@/i18n/locales'

type Doc = { slug: Partial<Record<Locale, string>>; updatedAt: string }

/** One sitemap entry per document and locale, each listing the document's URLs in all locales. */
export function sitemapEntries(
  docs: Doc[],
  urlFor: (slug: string, locale: Locale) => string,
  locales: readonly Locale[],
  changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'] = 'monthly',
): MetadataRoute.Sitemap {
  return docs.flatMap((doc) => {
    const languages: Record<string, string> = {}
    for (const locale of locales) {
      const slug = doc.slug[locale]
      if (slug) languages[locale] = urlFor(slug, locale)
    }
    const xDefault = languages['de-CH'] ?? Object.values(languages)[0]
    return locales.flatMap((locale) => {
      const url = languages[locale]
      if (!url) return []
      return [
        {
          url,
          lastModified: doc.updatedAt,
          changeFrequency,
          alternates: {
            languages: { ...languages, ...(xDefault ? { 'x-default': xDefault } : {}) },
          },
        },
      ]
    })
  })
}
