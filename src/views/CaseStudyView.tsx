import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/site/BackLink'
import { Facts } from '@/components/site/Facts'
import { JsonLd } from '@/components/site/JsonLd'
import { Media } from '@/components/site/Media'
import { Quote } from '@/components/site/Quote'
import { RichText } from '@/components/site/RichText'
import type { CaseStudy } from '@/payload-types'
import { absoluteUrl } from '@/routing/paths'

import { ArticleHeader } from './ArticleHeader'
import { indexCrumb } from './shared'
import type { ViewProps } from './types'

export async function CaseStudyView({ doc: study, locale, path, draft }: ViewProps<CaseStudy>) {
  const [t, index] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    indexCrumb('case-studies', locale, draft),
  ])
  const image = study.heroImage && typeof study.heroImage === 'object' ? study.heroImage : null
  const testimonial =
    study.testimonial && typeof study.testimonial === 'object' ? study.testimonial : null
  return (
    <article className="article article--case">
      <ArticleHeader
        locale={locale}
        index={index}
        path={path}
        title={study.title}
        lead={study.summary}
        eyebrow={study.industry}
        variant="case"
        wide
      >
        <Facts
          items={[
            { label: t('caseStudy.client'), value: study.client },
            { label: t('caseStudy.industry'), value: study.industry },
          ]}
        />
      </ArticleHeader>
      {study.figures?.length ? (
        <section className="block block--stats block--tight" aria-labelledby="figures">
          <div className="container">
            <h2 id="figures" className="visually-hidden">
              {t('caseStudy.figures')}
            </h2>
            <dl className="stats">
              {study.figures.map((figure, i) => (
                <div className="stat" key={figure.id ?? i}>
                  <dt className="stat__label">{figure.label}</dt>
                  <dd className="stat__value">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}
      {image ? (
        <div className="container article__image">
          <Media media={image} sizes="(min-width: 1200px) 1120px, 100vw" priority />
        </div>
      ) : null}
      <div className="container container--narrow article__body">
        <RichText data={study.content} locale={locale} />
        {testimonial ? <Quote testimonial={testimonial} large /> : null}
        <BackLink href={index.href} label={t('caseStudy.back')} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: study.title,
          description: study.meta?.description || study.summary,
          inLanguage: locale,
          url: absoluteUrl(path),
          about: { '@type': 'Organization', name: study.client },
          ...(study.publishedAt ? { datePublished: study.publishedAt } : {}),
          dateModified: study.updatedAt,
        }}
      />
    </article>
  )
}
