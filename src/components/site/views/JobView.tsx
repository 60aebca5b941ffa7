import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { JobOpening } from '@/payload-types'
import { absoluteUrl } from '@/utilities/paths'
import { getSiteSettings } from '@/utilities/siteSettings'

import { Breadcrumbs } from '../Breadcrumbs'
import { JsonLd } from '../JsonLd'
import { RichText } from '../RichText'
import { indexCrumb } from './shared'
import type { ViewProps } from './types'

export async function JobView({ doc: job, locale, path, draft }: ViewProps<JobOpening>) {
  const [t, index, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    indexCrumb('job-openings', locale, draft),
    getSiteSettings(locale).catch(() => null),
  ])
  const mailto = settings
    ? `mailto:${settings.contactEmail}?subject=${encodeURIComponent(t('jobs.applySubject', { title: job.title }))}`
    : null
  return (
    <article className="article article--job">
      <header className="page-header">
        <div className="container container--narrow">
          <Breadcrumbs locale={locale} items={[index, { label: job.title, href: path }]} />
          <h1>{job.title}</h1>
          <p className="lead">{job.summary}</p>
          <dl className="facts">
            <div>
              <dt>{t('jobs.location')}</dt>
              <dd>{job.location}</dd>
            </div>
            <div>
              <dt>{t('jobs.type')}</dt>
              <dd>{job.employmentType}</dd>
            </div>
          </dl>
        </div>
      </header>
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
        <p>
          <Link href={index.href} className="text-link text-link--back">
            {t('jobs.back')}
          </Link>
        </p>
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
