import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import type { SearchHit } from '@/data/search'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/** Site search: the form (GET, works without JavaScript) and the results of `q`. */
export async function SearchView({
  page,
  path,
  locale,
  query,
  hits,
}: {
  page: Page | null
  path: string
  locale: Locale
  query: string
  hits: SearchHit[]
}) {
  const t = await getTranslations({ locale, namespace: 'site' })
  const title = page?.title ?? t('search.label')
  return (
    <div className="page page--search">
      <header className="page-header">
        <div className="container container--narrow">
          <Breadcrumbs locale={locale} items={[{ label: title, href: path }]} />
          <h1>{title}</h1>
          <form role="search" action={path} method="get" className="search-form">
            <label htmlFor="search-q">{t('search.label')}</label>
            <div className="search-form__row">
              <input
                id="search-q"
                type="search"
                name="q"
                defaultValue={query}
                placeholder={t('search.placeholder')}
                maxLength={100}
                autoComplete="off"
              />
              <button type="submit" className="btn btn--primary">
                {t('search.submit')}
              </button>
            </div>
          </form>
        </div>
      </header>
      <section className="block block--tight" aria-labelledby="search-status">
        <div className="container container--narrow">
          <h2 id="search-status" className="search-status" aria-live="polite">
            {query ? t('search.results', { count: hits.length, query }) : t('search.prompt')}
          </h2>
          {query && !hits.length ? <p>{t('search.noResults')}</p> : null}
          {hits.length ? (
            <ol className="search-results">
              {hits.map((hit) => (
                <li key={hit.id} className="search-result">
                  <p className="eyebrow">
                    {t(`search.types.${hit.collection}` as 'search.types.pages')}
                  </p>
                  <h3>
                    <Link href={hit.href}>{hit.title}</Link>
                  </h3>
                  {hit.excerpt ? <p>{hit.excerpt}</p> : null}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </section>
    </div>
  )
}
