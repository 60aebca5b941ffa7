import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { registerShowsNothing } from '@/cache/notFoundChannel'
import { NotFoundView, notFoundMetadata } from '@/components/site/NotFoundView'
import { isPreview } from '@/data/preview'
import { resolvePath, showAt, showsNothing } from '@/data/resolve'
import { localeFromParam } from '@/routing/localeParam'
import { archiveSegments } from '@/routing/paths'
import { metadataForResolution } from '@/seo/metadata'
import { DocumentView } from '@/views/DocumentView'

type Props = { params: Promise<{ locale: string; slug: string[] }> }

// Rendered on first request, then served from the cache until an editor publishes (hooks
// revalidate) — the hour is only a safety net for changes made outside a request (scheduled publishing).
export const dynamicParams = true
export const revalidate = 3600

// From its first request on, the server asks this page's own answer before rendering a path, and
// serves the paths where it shows nothing the 404 page it keeps per language (src/server/pageCache.ts).
registerShowsNothing(showsNothing)

export function generateStaticParams(): { slug: string[] }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params
  const locale = localeFromParam(raw)
  if (!locale) return {}
  const resolution = await resolvePath(slug, locale, await isPreview())
  if (!resolution) return notFoundMetadata(locale)
  const t = await getTranslations({ locale, namespace: 'site' })
  return metadataForResolution(resolution, { page: (page) => t('pagination.page', { page }) })
}

/** Every public path below the locale: pages, and case studies, posts, positions and terms under their prefix. */
export default async function DocumentPage({ params }: Props) {
  const { locale: raw, slug } = await params
  const locale = localeFromParam(raw)
  if (!locale) notFound()
  setRequestLocale(locale)
  const draft = await isPreview()
  const shown = await showAt(slug, locale, draft)
  if (!shown) return <NotFoundView locale={locale} />
  if ('redirect' in shown)
    return (shown.redirect.permanent ? permanentRedirect : redirect)(shown.redirect.to)
  const { resolution } = shown
  // "/blog/seite/1" is the overview itself: one URL per view.
  if (
    resolution.collection === 'pages' &&
    resolution.archive.page === 1 &&
    slug.at(-2) === archiveSegments.page[locale]
  ) {
    permanentRedirect(resolution.path)
  }
  return <DocumentView resolution={resolution} draft={draft} />
}
