'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { isLocale, localePrefixes } from '@/i18n/locales'

/**
 * Error boundary of the public pages. Errors from server rendering carry a digest: they show the
 * server message; anything else failed in the browser and shows the client message.
 */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations()
  const locale = useLocale()
  const home = localePrefixes[isLocale(locale) ? locale : 'de-CH']

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div className="page page--status">
      <div className="container container--narrow status">
        <h1>{t('site.error.title')}</h1>
        <p className="lead" role="alert">
          {error.digest ? t('common.errors.server') : t('common.errors.client')}
        </p>
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => reset()}>
            {t('site.error.retry')}
          </button>
          <a className="btn btn--secondary" href={home}>
            {t('site.error.backHome')}
          </a>
        </div>
      </div>
    </div>
  )
}
