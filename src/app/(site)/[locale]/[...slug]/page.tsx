import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundView, notFoundMetadata } from '@/components/site/NotFoundView'
import { findRedirect } from '@/data/content'
import { isPreview } from '@/data/preview'
import { resolvePath } from '@/data/resolve'
import { localeFromParam } from '@/routing/localeParam'
import { archiveSegments, localePath } from '@/routing/paths'
import { metadataForResolution } from '@/seo/metadata'
import { DocumentView } from '@/views/DocumentView'

type Props = { params: Promise<{ locale: string; slug: string[] }> }

// Rendered on first request, then served from the cache until an editor publishes (hooks
// revalidate) — the hour is only a safety net for changes made outside a request (scheduled publishing).
export const dynamicParams = true
export const revalidate = 3600

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
  const resolution = await resolvePath(slug, locale, draft)
  if (!resolution) {
    const target = await findRedirect(
      localePath(locale, ...slug.map((segment) => decodeURIComponent(segment))),
    )
    if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
    return <NotFoundView locale={locale} />
  }
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
