import { SiteFooter } from '@/globals/Footer/Component'
import { localeFromParam } from '@/routing/localeParam'

/** Footer of screens that are not CMS documents (sign-in, control area). */
export default async function FooterDefault({ params }: { params: Promise<{ locale: string }> }) {
  return <SiteFooter locale={localeFromParam((await params).locale) ?? 'de-CH'} />
}
