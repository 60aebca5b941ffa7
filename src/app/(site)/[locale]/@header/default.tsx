import { SiteHeader } from '@/globals/Header/Component'
import { localeFromParam } from '@/routing/localeParam'

/** Header of screens that are not CMS documents (sign-in, control area): same path in the other language. */
export default async function HeaderDefault({ params }: { params: Promise<{ locale: string }> }) {
  const locale = localeFromParam((await params).locale) ?? 'de-CH'
  return <SiteHeader locale={locale} alternates={null} />
}
