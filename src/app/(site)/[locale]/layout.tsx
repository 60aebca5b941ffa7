import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { Messages } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Analytics } from '@/components/analytics/Analytics'
import { EndDraftMode } from '@/components/site/EndDraftMode'
import { LivePreview } from '@/components/site/LivePreview'
import { themeScript } from '@/components/site/themeScript'
import { draftModeState } from '@/data/preview'
import { getSiteSettings } from '@/data/siteSettings'
import { SiteTextsProvider, type SiteTexts } from '@/i18n/SiteTexts'
import { localeFromParam, localeParams } from '@/routing/localeParam'
import { siteUrl } from '@/routing/siteUrl'

import '@/styles/site.css'
// The footer renders in its slot (@footer). Imported here as well, so the client components it
// shares with the pages and the header (Next's link, the forms' kit) load once with the layout's
// chunks: otherwise each slot and page carries its own copy, 10 KB more script on every page.
import '@/globals/Footer/Component'

/**
 * Only the strings the site's client components read (error and not-found pages, copy button)
 * reach the browser; forms and the control area bring their own.
 */
function siteTexts(locale: SiteTexts['locale'], { common, site }: Messages): SiteTexts {
  return {
    locale,
    errors: common.errors,
    clipboard: common.clipboard,
    error: common.errorPage,
    notFound: site.notFound,
    search: site.nav.search,
  }
}

export const generateStaticParams = localeParams

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = localeFromParam((await params).locale) ?? 'de-CH'
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: new URL(siteUrl()),
    applicationName: settings?.brandName ?? 'Unbound',
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: '#1f1b4d', width: 'device-width', initialScale: 1 }

/**
 * Root layout of the public site (and of the sign-in screens and control area below it):
 * <html lang>, skip link, header slot (the language switcher needs the page's document),
 * <main>, footer slot (compact on the 404 page) and analytics.
 */
export default async function SiteLayout({
  children,
  header,
  footer,
  params,
}: {
  children: ReactNode
  header?: ReactNode
  footer?: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = localeFromParam((await params).locale)
  if (!locale) notFound()
  setRequestLocale(locale)
  const [t, draftMode, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    draftModeState(),
    getMessages({ locale }),
  ])

  return (
    // The theme script sets data-theme on <html> before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <body>
        {/* First in <body>: runs before anything is painted, so no flash of the wrong theme. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <a className="skip-link" href="#main">
          {t('skipLink')}
        </a>
        <SiteTextsProvider texts={siteTexts(locale, messages)}>
          {draftMode === 'refused' ? <EndDraftMode /> : null}
          {draftMode === 'on' ? (
            <div className="preview-banner" role="status">
              <span>{t('preview.banner')}</span>
              <a href={`/next/exit-preview?path=/${locale === 'en' ? 'en' : 'de'}`}>
                {t('preview.exit')}
              </a>
              <LivePreview />
            </div>
          ) : null}
          {header}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {footer}
          <Analytics locale={locale} />
        </SiteTextsProvider>
      </body>
    </html>
  )
}
