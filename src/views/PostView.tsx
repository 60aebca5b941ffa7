import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/site/BackLink'
import { CodeListing } from '@/components/site/CodeListing'
import { JsonLd } from '@/components/site/JsonLd'
import { Media } from '@/components/site/Media'
import { RichText, richTextToPlain } from '@/components/site/RichText'
import { getSiteSettings } from '@/data/siteSettings'
import type { Category, Post, TeamMember } from '@/payload-types'
import { absoluteUrl, archivePath, localePath } from '@/routing/paths'
import { formatDate, readingMinutes } from '@/utilities/format'

import { ArticleHeader } from './ArticleHeader'
import { indexCrumb } from './shared'
import type { ViewProps } from './types'

const codeLanguage = (code: string) =>
  /^\s*(query|mutation|subscription|fragment)\b/.test(code) ? 'graphql' : 'typescript'

export async function PostView({ doc: post, locale, path, draft }: ViewProps<Post>) {
  const [t, index, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    indexCrumb('posts', locale, draft),
    getSiteSettings(locale),
  ])
  const authors = (post.authors ?? []).filter(
    (author): author is TeamMember => typeof author === 'object' && author !== null,
  )
  const categories = (post.categories ?? []).filter(
    (category): category is Category => typeof category === 'object' && category !== null,
  )
  const minutes = readingMinutes(`${richTextToPlain(post.content)} ${post.codeSample ?? ''}`)
  const image = post.heroImage && typeof post.heroImage === 'object' ? post.heroImage : null

  return (
    <article className="article">
      <ArticleHeader
        locale={locale}
        index={index}
        path={path}
        title={post.title}
        lead={post.excerpt}
        variant="article"
        eyebrow={
          categories.length
            ? categories.map((category, i) => (
                <span key={category.id}>
                  {i > 0 ? ' · ' : null}
                  <Link
                    href={archivePath(index.href, locale, { page: 1, category: category.slug })}
                  >
                    {category.title}
                  </Link>
                </span>
              ))
            : null
        }
      >
        <p className="article__meta">
          {authors.length ? (
            <span>{t('blog.by', { names: authors.map((author) => author.name).join(', ') })}</span>
          ) : null}
          {post.publishedAt ? (
            <span>
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
            </span>
          ) : null}
          <span>{t('blog.readingTime', { minutes })}</span>
        </p>
      </ArticleHeader>
      {image ? (
        <div className="container article__image">
          <Media media={image} sizes="(min-width: 1200px) 1120px, 100vw" priority />
        </div>
      ) : null}
      <div className="container container--narrow article__body">
        <RichText data={post.content} locale={locale} />
        {post.codeSample ? (
          <section className="article__code" aria-labelledby="code-sample">
            <h2 id="code-sample">{t('blog.codeSample')}</h2>
            <CodeListing
              code={post.codeSample}
              language={codeLanguage(post.codeSample)}
              label={t('blog.codeSample')}
            />
          </section>
        ) : null}
        {authors.length ? (
          <aside className="authors" aria-label={t('blog.author')}>
            {authors.map((author) => (
              <div className="author" key={author.id}>
                <p className="author__name">{author.name}</p>
                <p className="author__role">{author.role}</p>
                <p>{author.bio}</p>
              </div>
            ))}
          </aside>
        ) : null}
        <BackLink href={index.href} label={t('blog.back')} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.meta?.description || post.excerpt,
          inLanguage: locale,
          mainEntityOfPage: absoluteUrl(path),
          url: absoluteUrl(path),
          datePublished: post.publishedAt ?? post.createdAt,
          dateModified: post.updatedAt,
          wordCount: richTextToPlain(post.content).split(/\s+/).filter(Boolean).length,
          ...(image?.url ? { image: absoluteUrl(image.url) } : {}),
          author: authors.length
            ? authors.map((author) => ({
                '@type': 'Person',
                name: author.name,
                jobTitle: author.role,
              }))
            : { '@type': 'Organization', name: settings?.brandName ?? 'Unbound' },
          publisher: {
            '@type': 'Organization',
            name: settings?.brandName ?? 'Unbound',
            url: absoluteUrl(localePath(locale)),
          },
          ...(categories.length
            ? { keywords: categories.map((category) => category.title).join(', ') }
            : {}),
        }}
      />
    </article>
  )
}
