import { NotFoundContent } from '@/components/site/NotFoundContent'
import { getSiteSettings } from '@/data/siteSettings'
import { localePath, searchSlugs } from '@/routing/paths'

/**
 * Localized "page not found" (HTTP 404). Not-found files get no params: the language comes from
 * the layout's intl provider (client component); e-mail and phone are not localized settings.
 */
export default async function NotFound() {
  const settings = await getSiteSettings('de-CH')
  return (
    <NotFoundContent
      email={settings?.contactEmail ?? null}
      phone={settings?.contactPhone ?? null}
      brand={settings?.brandName ?? 'Unbound'}
      searchPaths={{
        'de-CH': localePath('de-CH', searchSlugs['de-CH']),
        en: localePath('en', searchSlugs.en),
      }}
    />
  )
}
