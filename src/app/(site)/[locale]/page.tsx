import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isPreview } from '@/data/preview'
import { resolvePath } from '@/data/resolve'
import { localeFromParam } from '@/routing/localeParam'
import { metadataForResolution } from '@/seo/metadata'
import { DocumentView } from '@/views/DocumentView'

type Props = { params: Promise<{ locale: string }> }

export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeFromParam((await params).locale)
  if (!locale) return {}
  const resolution = await resolvePath([], locale, await isPreview())
  if (!resolution) return {}
  const t = await getTranslations({ locale, namespace: 'site' })
  return metadataForResolution(resolution, { page: (page) => t('pagination.page', { page }) })
}

/** The home page: the page document with slug "home". */
export default async function HomePage({ params }: Props) {
  const locale = localeFromParam((await params).locale)
  if (!locale) notFound()
  setRequestLocale(locale)
  const draft = await isPreview()
  const resolution = await resolvePath([], locale, draft)
  if (!resolution) notFound()
  return <DocumentView resolution={resolution} draft={draft} />
}
