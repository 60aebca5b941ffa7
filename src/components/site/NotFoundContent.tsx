'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { isLocale, localePrefixes, type Locale } from '@/i18n/locales'
import { searchSlugs } from '@/utilities/paths'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Body of the 404 page: the exact message of ROUTES.md, then the e-mail and phone links. */
export function NotFoundContent({ email, phone, brand }: { email: string | null; phone: string | null; brand: string }) {
  const t = useTranslations()
  const current = useLocale()
  const locale: Locale = isLocale(current) ? current : 'de-CH'
  const home = localePrefixes[locale]
  return (
    <div className="page page--status">
      {/* React hoists these into <head>: nested not-found files get no metadata of their own. */}
      <title>{`${t('site.notFound.title')} · ${brand}`}</title>
      <meta name="robots" content="noindex" />
      <div className="container container--narrow status">
        <p className="status__code" aria-hidden="true">
          404
        </p>
        <h1>{t('site.notFound.title')}</h1>
        <p className="lead" data-testid="not-found-message">
          {t('common.errors.notFound')}
          {email ? (
            <>
              {' '}
              <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}
          {phone ? (
            <>
              {' '}
              {t('site.notFound.call')} <a href={telHref(phone)}>{phone}</a>
            </>
          ) : null}
          .
        </p>
        <div className="actions">
          <Link className="btn btn--primary" href={home}>
            {t('site.notFound.backHome')}
          </Link>
          <Link className="btn btn--secondary" href={`${home}/${searchSlugs[locale]}`}>
            {t('site.nav.search')}
          </Link>
        </div>
      </div>
    </div>
  )
}
