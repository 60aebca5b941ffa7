import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/site/BackLink'
import { Facts } from '@/components/site/Facts'
import { JsonLd } from '@/components/site/JsonLd'
import { RichText } from '@/components/site/RichText'
import { jobFacts } from '@/components/site/Teasers'
import { getSiteSettings } from '@/data/siteSettings'
import type { JobOpening } from '@/payload-types'
import { absoluteUrl } from '@/routing/paths'

import { ArticleHeader } from './ArticleHeader'
import { indexCrumb } from './shared'
import type { ViewProps } from './types'

export async function JobView({ doc: job, locale, path, draft }: ViewProps<JobOpening>) {
  const [t, index, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    indexCrumb('job-openings', locale, draft),
    getSiteSettings(locale),
  ])
  const mailto = settings
    ? `mailto:${settings.contactEmail}?subject=${encodeURIComponent(t('jobs.applySubject', { title: job.title }))}`
    : null
  return (
    <article className="article article--job">
      <ArticleHeader locale={locale} index={index} path={path} title={job.title} lead={job.summary}>
        <Facts items={jobFacts(job, t)} />
      </ArticleHeader>
      <div className="container container--narrow article__body">
        <RichText data={job.description} locale={locale} />
        {mailto ? (
          <aside className="apply" aria-labelledby="apply-heading">
            <h2 id="apply-heading">{t('jobs.apply')}</h2>
            <p>{t('jobs.applyText')}</p>
            <a className="btn btn--primary" href={mailto}>
              {settings?.contactEmail}
            </a>
          </aside>
        ) : null}
        <BackLink href={index.href} label={t('jobs.back')} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          title: job.title,
          description: job.summary,
          url: absoluteUrl(path),
          datePosted: job.publishedAt ?? job.createdAt,
          employmentType: job.employmentType,
          hiringOrganization: { '@type': 'Organization', name: settings?.brandName ?? 'Unbound' },
          jobLocation: { '@type': 'Place', address: job.location },
        }}
      />
    </article>
  )
}
