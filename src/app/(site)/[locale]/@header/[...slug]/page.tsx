import { currentCustomer } from '@/control/shared/session'
import { isPreview } from '@/data/preview'
import { tryResolvePath } from '@/data/resolve'
import { SiteHeader } from '@/globals/Header/Component'
import { localeFromParam } from '@/routing/localeParam'
import { isAppScreen } from '@/routing/screens'

/**
 * Header for every other path. For a CMS document the language switcher gets the document's
 * own path in the other language; other screens (control area, sign-in) keep their path. A path
 * that shows nothing has no counterpart, so the switcher leads to the other language's home; its
 * 404 page, the same for every such path (src/server/pageCache.ts), gets the compact header and
 * footer. Only the control area, rendered per request anyway, asks for the session: a signed-in
 * customer sees the way back to it instead of the log-in and the trial offer. Public pages stay
 * static.
 */
export default async function DocumentHeader({
  params,
}: {
  params: Promise<{ locale: string; slug: string[] }>
}) {
  const { locale: raw, slug } = await params
  const locale = localeFromParam(raw) ?? 'de-CH'
  if (slug[0] === 'control') {
    const { customer } = await currentCustomer()
    return <SiteHeader locale={locale} alternates={null} signedIn={customer !== null} />
  }
  const resolution = await tryResolvePath(slug, locale, await isPreview())
  if (resolution) return <SiteHeader locale={locale} alternates={resolution.alternates} />
  if (isAppScreen(slug[0])) return <SiteHeader locale={locale} alternates={null} />
  return <SiteHeader locale={locale} alternates={{}} compact />
}
