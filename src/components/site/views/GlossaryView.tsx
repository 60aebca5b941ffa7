import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { GlossaryTerm } from '@/payload-types'
import { absoluteUrl, pathFor } from '@/utilities/paths'

import { Breadcrumbs } from '../Breadcrumbs'
import { JsonLd } from '../JsonLd'
import { RichText } from '../RichText'
import { indexCrumb } from './shared'
import type { ViewProps } from './types'

export async function GlossaryView({ doc: term, locale, path, draft }: ViewProps<GlossaryTerm>) {
  const [t, index] = await Promise.all([getTranslations({ locale, namespace: 'site' }), indexCrumb('glossary-terms', locale, draft)])
  const related = (term.related ?? []).filter((item): item is GlossaryTerm => typeof item === 'object' && item !== null && Boolean(item.slug))
  return (
    <article className="article article--term">
      <header className="page-header">
        <div className="container container--narrow">
          <Breadcrumbs locale={locale} items={[index, { label: term.term, href: path }]} />
          <h1>{term.term}</h1>
          <p className="lead">{term.shortDefinition}</p>
        </div>
      </header>
      <div className="container container--narrow article__body">
        <RichText data={term.body} locale={locale} />
        {related.length ? (
          <aside className="related" aria-labelledby="related-terms">
            <h2 id="related-terms">{t('glossary.related')}</h2>
            <ul className="chips">
              {related.map((item) => (
                <li key={item.id}>
                  <Link href={pathFor('glossary-terms', item.slug, locale)}>{item.term}</Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
        <p>
          <Link href={index.href} className="text-link text-link--back">
            {t('glossary.back')}
          </Link>
        </p>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'DefinedTerm',
          name: term.term,
          description: term.shortDefinition,
          url: absoluteUrl(path),
          inLanguage: locale,
          inDefinedTermSet: { '@type': 'DefinedTermSet', name: index.label, url: absoluteUrl(index.href) },
        }}
      />
    </article>
  )
}
