import { isPreview } from '@/data/preview'
import { tryResolvePath } from '@/data/resolve'
import { SiteFooter } from '@/globals/Footer/Component'
import { localeFromParam } from '@/routing/localeParam'
import { isAppScreen } from '@/routing/screens'

/**
 * Footer for every other path: the full footer, except on the 404 page of a path that shows
 * nothing, which keeps its last line (copyright and legal links) like its compact header
 * (@header/[...slug]): a stream of made-up URLs gets a small page.
 */
export default async function DocumentFooter({
  params,
}: {
  params: Promise<{ locale: string; slug: string[] }>
}) {
  const { locale: raw, slug } = await params
  const locale = localeFromParam(raw) ?? 'de-CH'
  const compact =
    (await tryResolvePath(slug, locale, await isPreview())) === null && !isAppScreen(slug[0])
  return <SiteFooter locale={locale} compact={compact} />
}
