import { SiteFooter } from '@/globals/Footer/Component'
import { localeFromParam } from '@/routing/localeParam'

export default async function HomeFooter({ params }: { params: Promise<{ locale: string }> }) {
  return <SiteFooter locale={localeFromParam((await params).locale) ?? 'de-CH'} />
}
