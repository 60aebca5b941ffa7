import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/site/BackLink'
import { JsonLd } from '@/components/site/JsonLd'
import { RichText } from '@/components/site/RichText'
import { GlossaryLink } from '@/components/site/Teasers'
import type { GlossaryTerm } from '@/payload-types'
import { absoluteUrl } from '@/routing/paths'

import { ArticleHeader } from './ArticleHeader'
import { indexCrumb } from './shared'
import type { ViewProps } from './types'

export async function GlossaryView({ doc: term, locale, path, draft }: ViewProps<GlossaryTerm>) {
  const [t, index] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    indexCrumb('glossary-terms', locale, draft),
  ])
  const related = (term.related ?? []).filter(
    (item): item is GlossaryTerm => typeof item === 'object' && item !== null && Boolean(item.slug),
  )
  return (
    <article className="article article--term">
      <ArticleHeader
        locale={locale}
        index={index}
        path={path}
        title={term.term}
        lead={term.shortDefinition}
      />
      <div className="container container--narrow article__body">
        <RichText data={term.body} locale={locale} />
        {related.length ? (
          <aside className="related" aria-labelledby="related-terms">
            <h2 id="related-terms">{t('glossary.related')}</h2>
            <ul className="chips">
              {related.map((item) => (
                <li key={item.id}>
                  <GlossaryLink term={item} locale={locale} />
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
        <BackLink href={index.href} label={t('glossary.back')} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'DefinedTerm',
          name: term.term,
          description: term.shortDefinition,
          url: absoluteUrl(path),
          inLanguage: locale,
          inDefinedTermSet: {
            '@type': 'DefinedTermSet',
            name: index.label,
            url: absoluteUrl(index.href),
          },
        }}
      />
    </article>
  )
}
