import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { CaseStudy, GlossaryTerm, JobOpening, Post } from '@/payload-types'
import { pathFor } from '@/routing/paths'
import { formatDate } from '@/utilities/format'

import { Facts } from './Facts'
import { Media } from './Media'

type HeadingLevel = 'h2' | 'h3'

export function PostCard({
  post,
  locale,
  as: Heading = 'h3',
}: {
  post: Post
  locale: Locale
  as?: HeadingLevel
}) {
  const categories = (post.categories ?? []).filter((category) => typeof category === 'object')
  return (
    <article className="card card--post">
      {post.heroImage && typeof post.heroImage === 'object' ? (
        <div className="card__media">
          <Media media={post.heroImage} sizes="(min-width: 960px) 33vw, 100vw" />
        </div>
      ) : null}
      <div className="card__body">
        {categories.length ? (
          <p className="eyebrow">{categories.map((category) => category.title).join(' · ')}</p>
        ) : null}
        <Heading className="card__title">
          <Link href={pathFor('posts', post.slug, locale)} className="card__cover-link">
            {post.title}
          </Link>
        </Heading>
        <p>{post.excerpt}</p>
        {post.publishedAt ? (
          <p className="card__meta">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
          </p>
        ) : null}
      </div>
    </article>
  )
}

export async function CaseStudyCard({
  study,
  locale,
  as: Heading = 'h3',
}: {
  study: CaseStudy
  locale: Locale
  as?: HeadingLevel
}) {
  const t = await getTranslations({ locale, namespace: 'site' })
  const figure = study.figures?.[0]
  return (
    <article className="card card--case">
      {study.heroImage && typeof study.heroImage === 'object' ? (
        <div className="card__media">
          <Media media={study.heroImage} sizes="(min-width: 960px) 33vw, 100vw" />
        </div>
      ) : null}
      <div className="card__body">
        <p className="eyebrow">{study.industry}</p>
        <Heading className="card__title">
          <Link href={pathFor('case-studies', study.slug, locale)} className="card__cover-link">
            {study.title}
          </Link>
        </Heading>
        <p>{study.summary}</p>
        {figure ? (
          <p className="card__figure">
            <strong>{figure.value}</strong> <span>{figure.label}</span>
          </p>
        ) : null}
        <span className="text-link" aria-hidden="true">
          {t('caseStudy.readMore')}
        </span>
      </div>
    </article>
  )
}

/** Where and how a position is held, in its row and on its page. */
export function jobFacts(job: JobOpening, t: (key: 'jobs.location' | 'jobs.type') => string) {
  return [
    { label: t('jobs.location'), value: job.location },
    { label: t('jobs.type'), value: job.employmentType },
  ]
}

export async function JobRow({ job, locale }: { job: JobOpening; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <article className="job-row">
      <div>
        <h3 className="job-row__title">
          <Link href={pathFor('job-openings', job.slug, locale)} className="card__cover-link">
            {job.title}
          </Link>
        </h3>
        <p>{job.summary}</p>
      </div>
      <Facts items={jobFacts(job, t)} className="job-row__facts" />
    </article>
  )
}

export function GlossaryLink({ term, locale }: { term: GlossaryTerm; locale: Locale }) {
  return <Link href={pathFor('glossary-terms', term.slug, locale)}>{term.term}</Link>
}
