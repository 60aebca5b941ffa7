import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { CaseStudy } from '@/payload-types'
import { absoluteUrl } from '@/utilities/paths'

import { Breadcrumbs } from '../Breadcrumbs'
import { JsonLd } from '../JsonLd'
import { Media } from '../Media'
import { Quote } from '../Quote'
import { RichText } from '../RichText'
import { indexCrumb } from './shared'
import type { ViewProps } from './types'

export async function CaseStudyView({ doc: study, locale, path, draft }: ViewProps<CaseStudy>) {
  const [t, index] = await Promise.all([getTranslations({ locale, namespace: 'site' }), indexCrumb('case-studies', locale, draft)])
  const image = study.heroImage && typeof study.heroImage === 'object' ? study.heroImage : null
  const testimonial = study.testimonial && typeof study.testimonial === 'object' ? study.testimonial : null
  return (
    <article className="article article--case">
      <header className="page-header page-header--case">
        <div className="container">
          <Breadcrumbs locale={locale} items={[index, { label: study.title, href: path }]} />
          <p className="eyebrow">{study.industry}</p>
          <h1>{study.title}</h1>
          <p className="lead">{study.summary}</p>
          <dl className="facts">
            <div>
              <dt>{t('caseStudy.client')}</dt>
              <dd>{study.client}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.industry')}</dt>
              <dd>{study.industry}</dd>
            </div>
          </dl>
        </div>
      </header>
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
          <Media media={image} sizes="(min-width: 1200px) 1120px, 100vw" />
        </div>
      ) : null}
      <div className="container container--narrow article__body">
        <RichText data={study.content} locale={locale} />
        {testimonial ? <Quote testimonial={testimonial} large /> : null}
        <p>
          <Link href={index.href} className="text-link text-link--back">
            {t('caseStudy.back')}
          </Link>
        </p>
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
