import { SiteHeader } from '@/globals/Header/Component'
import { localeFromParam } from '@/routing/localeParam'
import { localePath } from '@/routing/paths'

export default async function HomeHeader({ params }: { params: Promise<{ locale: string }> }) {
  const locale = localeFromParam((await params).locale) ?? 'de-CH'
  return (
    <SiteHeader
      locale={locale}
      alternates={{ 'de-CH': localePath('de-CH'), en: localePath('en') }}
    />
  )
}
