import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/components/site/Pagination'
import { SectionIntro } from '@/components/site/SectionIntro'
import { CaseStudyCard, JobRow, PostCard } from '@/components/site/Teasers'
import { listAllDocuments, listCategories, listDocuments } from '@/data/content'
import type { ArchiveBlock, GlossaryTerm } from '@/payload-types'
import { feedPath } from '@/routing/feedPath'
import { archivePath, pathFor, postsPerPage } from '@/routing/paths'

import type { BlockContext, BlockProps } from '../types'
import { groupByLetter } from './indexLetters'

async function PostsArchive({ block, context }: { block: ArchiveBlock; context: BlockContext }) {
  const { locale, archive, category, pagePath } = context
  const t = await getTranslations({ locale, namespace: 'site' })
  const limit = block.limit ?? postsPerPage
  const [result, categories] = await Promise.all([
    listDocuments(
      'posts',
      locale,
      {
        page: archive.page,
        limit,
        where: category ? { categories: { in: [category.id] } } : undefined,
      },
      context.draft,
    ),
    listCategories(locale),
  ])
  if (archive.page > 1 && archive.page > result.totalPages) notFound()
  return (
    <>
      {categories.length ? (
        <nav className="filters" aria-label={t('blog.filterLabel')}>
          <ul>
            <li>
              <Link href={pagePath} aria-current={!category ? 'page' : undefined}>
                {t('blog.allCategories')}
              </Link>
            </li>
            {categories.map((item) => (
              <li key={item.id}>
                <Link
                  href={archivePath(pagePath, locale, { page: 1, category: item.slug })}
                  aria-current={category?.id === item.id ? 'page' : undefined}
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {result.docs.length ? (
        <ul className="grid grid--3 cards posts">
          {result.docs.map((post) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} as={block.heading ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t('blog.empty')}</p>
      )}
      <Pagination
        locale={locale}
        page={archive.page}
        totalPages={result.totalPages}
        hrefFor={(page) => archivePath(pagePath, locale, { page, category: category?.slug })}
      />
      <p className="feed-link">
        <a href={feedPath(locale)} type="application/rss+xml">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="currentColor">
            <circle cx="6" cy="18" r="2" />
            <path d="M4 10.5v2.6A6.9 6.9 0 0 1 10.9 20h2.6A9.5 9.5 0 0 0 4 10.5zm0-5v2.6A11.9 11.9 0 0 1 15.9 20h2.6A14.5 14.5 0 0 0 4 5.5z" />
          </svg>
          {t('blog.feed')}
        </a>
      </p>
    </>
  )
}

async function GlossaryArchive({ context }: { context: BlockContext }) {
  const { locale } = context
  const t = await getTranslations({ locale, namespace: 'site' })
  const docs = await listAllDocuments('glossary-terms', locale, context.draft)
  if (!docs.length) return <p className="empty">{t('glossary.empty')}</p>
  const groups = groupByLetter(docs as GlossaryTerm[], locale)
  const anchor = (letter: string) => `letter-${letter === '#' ? 'other' : letter.toLowerCase()}`
  return (
    <>
      <nav className="letters" aria-label={t('glossary.letters')}>
        <ul>
          {groups.map(([letter]) => (
            <li key={letter}>
              <a href={`#${anchor(letter)}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="glossary-index">
        {groups.map(([letter, terms]) => (
          <section
            key={letter}
            id={anchor(letter)}
            className="glossary-index__group"
            aria-labelledby={`${anchor(letter)}-heading`}
          >
            <h2 id={`${anchor(letter)}-heading`} className="glossary-index__letter">
              {letter}
            </h2>
            <ul>
              {terms.map((term) => (
                <li key={term.id}>
                  <Link
                    href={pathFor('glossary-terms', term.slug, locale)}
                    className="glossary-index__term"
                  >
                    {term.term}
                  </Link>
                  <p>{term.shortDefinition}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

async function CaseStudiesArchive({
  block,
  context,
}: {
  block: ArchiveBlock
  context: BlockContext
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'site' })
  const { docs } = await listDocuments(
    'case-studies',
    context.locale,
    { limit: block.limit ?? 24 },
    context.draft,
  )
  if (!docs.length) return <p className="empty">{t('caseStudy.empty')}</p>
  return (
    <ul className="grid grid--3 cards">
      {docs.map((study) => (
        <li key={study.id}>
          <CaseStudyCard study={study} locale={context.locale} as={block.heading ? 'h3' : 'h2'} />
        </li>
      ))}
    </ul>
  )
}

async function JobsArchive({ block, context }: { block: ArchiveBlock; context: BlockContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'site' })
  const { docs } = await listDocuments(
    'job-openings',
    context.locale,
    { limit: block.limit ?? 48 },
    context.draft,
  )
  if (!docs.length) return <p className="empty">{t('jobs.none')}</p>
  return (
    <ul className="job-list">
      {docs.map((job) => (
        <li key={job.id}>
          <JobRow job={job} locale={context.locale} />
        </li>
      ))}
    </ul>
  )
}

/** Lists of posts (paginated, by category), case studies, glossary terms (A–Z) or open positions. */
export async function ArchiveBlockComponent({ block, context }: BlockProps<ArchiveBlock>) {
  return (
    <section className={`block block--archive block--archive-${block.relationTo}`}>
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        {block.relationTo === 'posts' ? <PostsArchive block={block} context={context} /> : null}
        {block.relationTo === 'glossary-terms' ? <GlossaryArchive context={context} /> : null}
        {block.relationTo === 'case-studies' ? (
          <CaseStudiesArchive block={block} context={context} />
        ) : null}
        {block.relationTo === 'job-openings' ? (
          <JobsArchive block={block} context={context} />
        ) : null}
      </div>
    </section>
  )
}
