'use client'

import { useLocale, useTranslations } from 'next-intl'

import { isLocale, type Locale } from '@/i18n/locales'

import { NotFoundMessage } from './NotFoundMessage'

/**
 * 404 body for `notFound()` calls (not-found.tsx): Next renders those on the client, so the
 * language comes from the layout's intl provider. Unknown public paths use NotFoundView instead.
 */
export function NotFoundContent({
  email,
  phone,
  brand,
}: {
  email: string | null
  phone: string | null
  brand: string
}) {
  const t = useTranslations()
  const current = useLocale()
  const locale: Locale = isLocale(current) ? current : 'de-CH'
  return (
    <>
      {/* React hoists these into <head>: nested not-found files get no metadata of their own. */}
      <title>{`${t('site.notFound.title')} · ${brand}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundMessage
        locale={locale}
        email={email}
        phone={phone}
        texts={{
          title: t('site.notFound.title'),
          message: t('common.errors.notFound'),
          call: t('site.notFound.call'),
          backHome: t('site.notFound.backHome'),
          search: t('site.nav.search'),
        }}
      />
    </>
  )
}
