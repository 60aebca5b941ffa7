import { isPreview } from '@/data/content'
import { tryResolvePath } from '@/data/resolve'
import { SiteHeader } from '@/globals/Header/Component'
import { localeFromParam } from '@/routing/localeParam'

/**
 * Header for every other path. For a CMS document the language switcher gets the document's
 * own path in the other language; other screens (control area, sign-in) keep their path.
 */
export default async function DocumentHeader({
  params,
}: {
  params: Promise<{ locale: string; slug: string[] }>
}) {
  const { locale: raw, slug } = await params
  const locale = localeFromParam(raw) ?? 'de-CH'
  const resolution = await tryResolvePath(slug, locale, await isPreview())
  return <SiteHeader locale={locale} alternates={resolution ? resolution.alternates : null} />
}
