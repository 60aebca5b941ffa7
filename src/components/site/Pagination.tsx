import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** Previous / numbered / next links; the current page is marked with aria-current. */
export async function Pagination({
  locale,
  page,
  totalPages,
  hrefFor,
}: {
  locale: Locale
  page: number
  totalPages: number
  hrefFor: (page: number) => string
}) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'site' })
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <p className="visually-hidden">{t('pagination.status', { page, total: totalPages })}</p>
      <ul>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} rel="prev" className="pagination__step">
              <span aria-hidden="true">←</span> {t('pagination.previous')}
            </Link>
          ) : null}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number })}
              className="pagination__number"
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} rel="next" className="pagination__step">
              {t('pagination.next')} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
