import Link from 'next/link'

import { localePrefixes, type Locale } from '@/i18n/locales'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export type NotFoundTexts = {
  title: string
  message: string
  call: string
  backHome: string
  search: string
}

/**
 * Body of the 404 page: the exact message of ROUTES.md, then the e-mail and phone links. Plain
 * markup, shared by the server-rendered page (NotFoundView) and the client fallback (NotFoundContent).
 * The search page's path comes from the server: the routing module reads the server's
 * configuration, which has no place in the browser's JavaScript.
 */
export function NotFoundMessage({
  locale,
  texts,
  email,
  phone,
  searchHref,
}: {
  locale: Locale
  texts: NotFoundTexts
  email: string | null
  phone: string | null
  searchHref: string
}) {
  const home = localePrefixes[locale]
  return (
    <div className="page page--status">
      <div className="container container--narrow status">
        <p className="status__code" aria-hidden="true">
          404
        </p>
        <h1>{texts.title}</h1>
        <p className="lead" data-testid="not-found-message">
          {texts.message}
          {email ? (
            <>
              {' '}
              <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}
          {phone ? (
            <>
              {' '}
              {texts.call} <a href={telHref(phone)}>{phone}</a>
            </>
          ) : null}
          .
        </p>
        <div className="actions">
          <Link className="btn btn--primary" href={home}>
            {texts.backHome}
          </Link>
          <Link className="btn btn--secondary" href={searchHref}>
            {texts.search}
          </Link>
        </div>
      </div>
    </div>
  )
}
