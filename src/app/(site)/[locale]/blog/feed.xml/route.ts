import { getTranslations } from 'next-intl/server'

import { richTextToPlain } from '@/components/site/RichText'
import { listDocuments } from '@/data/content'
import { getSiteSettings } from '@/data/siteSettings'
import type { Post } from '@/payload-types'
import { feedPath } from '@/routing/feedPath'
import { localeFromParam, localeParams } from '@/routing/localeParam'
import { absoluteUrl, collectionPrefixes, localePath, pathFor } from '@/routing/paths'
import { buildFeed } from '@/seo/feed'

export const dynamic = 'force-static'
export const revalidate = 3600

export const generateStaticParams = localeParams

/** The cover in its Open Graph size (JPEG, 1200 × 630), else the original file. */
function feedImage(media: Post['heroImage']) {
  if (!media || typeof media !== 'object') return undefined
  const og = media.sizes?.og
  const file = og?.url ? og : media
  if (!file.url || !file.width || !file.height || !file.mimeType) return undefined
  return {
    url: absoluteUrl(file.url),
    type: file.mimeType,
    width: file.width,
    height: file.height,
  }
}

/** RSS 2.0 feed of the newest blog posts of one language: /de/blog/feed.xml, /en/blog/feed.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = localeFromParam((await params).locale)
  if (!locale) return new Response('Not found', { status: 404 })
  const [t, settings, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getSiteSettings(locale),
    listDocuments('posts', locale, { limit: 20 }),
  ])
  const brand = settings?.brandName ?? 'Unbound'
  const xml = buildFeed({
    title: t('blog.feedTitle', { brand }),
    description: t('blog.feedDescription'),
    link: absoluteUrl(localePath(locale, collectionPrefixes.posts[locale])),
    self: absoluteUrl(feedPath(locale)),
    language: locale === 'en' ? 'en' : 'de-CH',
    items: posts.docs.map((post) => ({
      title: post.title,
      link: absoluteUrl(pathFor('posts', post.slug, locale)),
      description: post.excerpt || richTextToPlain(post.content).slice(0, 300),
      pubDate: post.publishedAt ?? post.createdAt,
      categories: (post.categories ?? []).flatMap((category) =>
        typeof category === 'object' && category ? [category.title] : [],
      ),
      image: feedImage(post.heroImage),
    })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
