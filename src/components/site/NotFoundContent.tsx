'use client'

import type { Locale } from '@/i18n/locales'
import { useSiteTexts } from '@/i18n/SiteTexts'

import { NotFoundMessage } from './NotFoundMessage'

/**
 * 404 body for `notFound()` calls (not-found.tsx): Next renders those on the client, so the
 * language comes from the layout's SiteTextsProvider and the search page's path of each language
 * from the server. Unknown public paths use NotFoundView instead.
 */
export function NotFoundContent({
  email,
  phone,
  brand,
  searchPaths,
}: {
  email: string | null
  phone: string | null
  brand: string
  searchPaths: Record<Locale, string>
}) {
  const { locale, notFound, errors, search } = useSiteTexts()
  return (
    <>
      {/* React hoists these into <head>: nested not-found files get no metadata of their own. */}
      <title>{`${notFound.title} · ${brand}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundMessage
        locale={locale}
        email={email}
        phone={phone}
        searchHref={searchPaths[locale]}
        texts={{
          title: notFound.title,
          message: errors.notFound,
          call: notFound.call,
          backHome: notFound.backHome,
          search,
        }}
      />
    </>
  )
}
