'use client'

import { useEffect } from 'react'

import { localePrefixes } from '@/i18n/locales'
import { useSiteTexts } from '@/i18n/SiteTexts'

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
  const { locale, error: texts, errors } = useSiteTexts()
  const home = localePrefixes[locale]

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div className="page page--status">
      <div className="container container--narrow status">
        <h1>{texts.title}</h1>
        <p className="lead" role="alert">
          {error.digest ? errors.server : errors.client}
        </p>
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => reset()}>
            {texts.retry}
          </button>
          <a className="btn btn--secondary" href={home}>
            {texts.backHome}
          </a>
        </div>
      </div>
    </div>
  )
}
