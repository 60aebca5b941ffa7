import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/data/siteSettings'
import type { Locale } from '@/i18n/locales'
import { localePath, searchSlugs } from '@/routing/paths'

import { NotFoundMessage } from './NotFoundMessage'
import { NotFoundStatus } from './NotFoundStatus'

export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getSiteSettings(locale),
  ])
  return { title: `${t('notFound.title')} · ${settings?.brandName ?? 'Unbound'}` }
}

/** The localized 404 page, rendered on the server with status 404 (see NotFoundStatus). */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale }), getSiteSettings(locale)])
  return (
    <>
      <NotFoundMessage
        locale={locale}
        email={settings?.contactEmail ?? null}
        phone={settings?.contactPhone ?? null}
        searchHref={localePath(locale, searchSlugs[locale])}
        texts={{
          title: t('site.notFound.title'),
          message: t('common.errors.notFound'),
          call: t('site.notFound.call'),
          backHome: t('site.notFound.backHome'),
          search: t('site.nav.search'),
        }}
      />
      <NotFoundStatus />
    </>
  )
}
