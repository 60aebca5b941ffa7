'use client'

import deCommon from '@/i18n/messages/de-CH/common.json'
import enCommon from '@/i18n/messages/en/common.json'

/**
 * Last-resort error page (the root layout itself failed): its own <html>, the message in the
 * language of the URL, and a way back. Styles are inline because the site stylesheet may be missing.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const english = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname)
  const { common } = english ? enCommon : deCommon
  return (
    <html lang={english ? 'en' : 'de-CH'}>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          margin: 0,
          padding: '4rem 1.5rem',
          color: '#17152e',
          background: '#fbfaf7',
        }}
      >
        <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
          <h1 style={{ fontSize: '2rem' }}>{common.errorPage.title}</h1>
          <p role="alert" style={{ fontSize: '1.125rem' }}>
            {error.digest ? common.errors.server : common.errors.client}
          </p>
          <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
            <button
              type="button"
              onClick={() => reset()}
              style={{
                padding: '.75rem 1.25rem',
                borderRadius: 8,
                border: 0,
                background: '#3b2fc9',
                color: '#fff',
                fontSize: '1rem',
                cursor: 'pointer',
              }}
            >
              {common.errorPage.retry}
            </button>
            <a
              href={english ? '/en' : '/de'}
              style={{ padding: '.75rem 1.25rem', color: '#3b2fc9' }}
            >
              {common.errorPage.backHome}
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
