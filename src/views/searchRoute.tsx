import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { findBySlug } from '@/data/content'
import { isPreview } from '@/data/preview'
import { resolvePath } from '@/data/resolve'
import { searchSite } from '@/data/search'
import type { Locale } from '@/i18n/locales'
import { localeFromParam } from '@/routing/localeParam'
import { pathFor, searchSlugs } from '@/routing/paths'
import { normaliseQuery } from '@/routing/searchQuery'
import { buildMetadata } from '@/seo/metadata'

import { SearchView } from './SearchView'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ q?: string | string[] }>
}

/** The search route of one locale (/de/suche, /en/search); the other locale's word is a 404. */
export function searchRoute(forLocale: Locale) {
  async function resolve(params: Props['params']) {
    const locale = localeFromParam((await params).locale)
    if (locale !== forLocale) notFound()
    return locale
  }

  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const locale = await resolve(params)
    const resolution = await resolvePath([searchSlugs[locale]], locale, await isPreview())
    const page = resolution?.collection === 'pages' ? resolution.doc : null
    const query = normaliseQuery((await searchParams).q)
    return buildMetadata({
      locale,
      title: page?.title ?? searchSlugs[locale],
      metaTitle: page?.meta?.title,
      description: page?.meta?.description,
      path: pathFor('pages', searchSlugs[locale], locale),
      alternates: resolution?.alternates ?? {},
      noIndex: Boolean(query),
    })
  }

  async function SearchPage({ params, searchParams }: Props) {
    const locale = await resolve(params)
    setRequestLocale(locale)
    const query = normaliseQuery((await searchParams).q)
    const [page, hits] = await Promise.all([
      findBySlug('pages', searchSlugs[locale], locale, await isPreview()),
      query ? searchSite(query, locale) : Promise.resolve([]),
    ])
    return (
      <SearchView
        page={page}
        path={pathFor('pages', searchSlugs[locale], locale)}
        locale={locale}
        query={query}
        hits={hits}
      />
    )
  }

  return { generateMetadata, SearchPage }
}
