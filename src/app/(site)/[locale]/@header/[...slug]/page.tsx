import { currentCustomer } from '@/control/shared/session'
import { isPreview } from '@/data/preview'
import { tryResolvePath } from '@/data/resolve'
import { SiteHeader } from '@/globals/Header/Component'
import { localeFromParam } from '@/routing/localeParam'

/**
 * Header for every other path. For a CMS document the language switcher gets the document's
 * own path in the other language; other screens (control area, sign-in) keep their path. Only
 * the control area, rendered per request anyway, asks for the session: a signed-in customer sees
 * the way back to it instead of the log-in and the trial offer. Public pages stay static.
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
  return <SiteHeader locale={locale} alternates={resolution ? resolution.alternates : null} />
}
