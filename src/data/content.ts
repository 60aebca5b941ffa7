/**
 * Reads public content through Payload's Local API. Outside preview, only published documents
 * are read, with the visitor's access rules; in preview (draft mode) the newest draft is read.
 * Results are memoised per request (React cache), so a page, its metadata and its header slot
 * share one query. A failed read throws: the page shows its error boundary rather than a 404 that
 * would stay cached. Only the readers that say so fall back to null (src/data/fallback.ts).
 * Published reads tag the page with the document they show, or the collection they list, and
 * with every document those refer to: picked teasers, link targets, images (src/data/tagPage.ts,
 * src/cache/referencedTags.ts).
 */
import type { Where } from 'payload'
import { cache } from 'react'

import { collectionReferences } from '@/cache/referencedTags'
import { collectionTag, docTag } from '@/cache/tags'
import { locales, type Locale } from '@/i18n/locales'
import type { CaseStudy, Category, GlossaryTerm, JobOpening, Page, Post } from '@/payload-types'
import { localizedSlugs } from '@/routing/localizedSlugs'
import { pathFor, type RoutedCollection } from '@/routing/paths'
import { publicReadLimits } from '@/security/boundedReads'

import { orNull } from './fallback'
import { getPayloadClient } from './payload'
import { tagPage } from './tagPage'

export type RoutedDocument = {
  pages: Page
  posts: Post
  'case-studies': CaseStudy
  'glossary-terms': GlossaryTerm
  'job-openings': JobOpening
}

/** Fields of documents that other documents show (link targets, teasers, lists). */
export const teaserPopulate = {
  pages: { title: true, slug: true },
  posts: {
    title: true,
    slug: true,
    excerpt: true,
    publishedAt: true,
    heroImage: true,
    categories: true,
  },
  'case-studies': {
    title: true,
    slug: true,
    client: true,
    industry: true,
    summary: true,
    heroImage: true,
    figures: true,
  },
  'glossary-terms': { term: true, slug: true, shortDefinition: true },
  'job-openings': { title: true, slug: true, location: true, employmentType: true, summary: true },
} as const

const publishedOnly = (draft: boolean): Where => (draft ? {} : { _status: { equals: 'published' } })

/** One routed document by its slug in the given locale, or null. */
export const findBySlug = cache(
  async <C extends RoutedCollection>(
    collection: C,
    slug: string,
    locale: Locale,
    draft: boolean,
  ): Promise<RoutedDocument[C] | null> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection,
      locale,
      draft,
      depth: 2,
      limit: 1,
      pagination: false,
      overrideAccess: draft,
      populate: teaserPopulate as never,
      where: { and: [{ slug: { equals: slug } }, publishedOnly(draft)] },
    })
    const doc = (result.docs[0] as RoutedDocument[C] | undefined) ?? null
    // Without a document, a later publish at this slug must replace the cached "not found".
    if (!draft)
      await tagPage(
        ...(doc
          ? [docTag(collection, doc.id), ...collectionReferences(payload, collection, [doc])]
          : [collectionTag(collection)]),
      )
    return doc
  },
)

export type Alternates = Partial<Record<Locale, string>>

/**
 * The document's path in every locale in which it has a slug of its own: the language switcher
 * and the hreflang alternates point to exactly these.
 */
export const alternatesFor = cache(
  async (
    collection: RoutedCollection,
    id: number | string,
    draft: boolean,
  ): Promise<Alternates> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection,
      locale: 'all',
      draft,
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: draft,
      select: { slug: true },
      where: { and: [{ id: { equals: id } }, publishedOnly(draft)] },
    })
    const slugs = (
      result.docs[0] as { slug?: Partial<Record<Locale, string>> | string } | undefined
    )?.slug
    const alternates: Alternates = {}
    for (const locale of locales) {
      const slug = typeof slugs === 'object' && slugs ? slugs[locale] : undefined
      if (slug) alternates[locale] = pathFor(collection, slug, locale)
    }
    return alternates
  },
)

/** Title of the page with this slug, or null when there is none or it cannot be read (labels fall back). */
export const findPageTitle = async (
  slug: string,
  locale: Locale,
  draft: boolean,
): Promise<string | null> =>
  (await orNull('pages', () => findBySlug('pages', slug, locale, draft)))?.title ?? null

/** A category by its slug in a locale, with its slugs in all locales. */
export const findCategory = cache(
  async (slug: string, locale: Locale): Promise<Category | null> => {
    await tagPage(collectionTag('categories'))
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'categories',
      locale,
      depth: 0,
      limit: 1,
      pagination: false,
      where: { and: [{ slug: { equals: slug } }, publishedOnly(false)] },
    })
    return result.docs[0] ?? null
  },
)

export const categorySlugs = cache(async (id: number | string) => {
  await tagPage(collectionTag('categories'))
  return localizedSlugs(await getPayloadClient(), 'categories', id)
})

export const listCategories = cache(async (locale: Locale): Promise<Category[]> => {
  await tagPage(collectionTag('categories'))
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'categories',
    locale,
    depth: 0,
    limit: 100,
    pagination: false,
    sort: 'title',
    where: publishedOnly(false),
  })
  return result.docs
})

type ListOptions = { page?: number; limit?: number; where?: Where; sort?: string }

/** A page of published documents of one collection, newest first unless told otherwise. */
export async function listDocuments<C extends Exclude<RoutedCollection, 'pages'>>(
  collection: C,
  locale: Locale,
  { page = 1, limit = 9, where, sort }: ListOptions = {},
  draft = false,
) {
  if (!draft) await tagPage(collectionTag(collection))
  const payload = await getPayloadClient()
  const defaultSort = collection === 'glossary-terms' ? 'term' : '-publishedAt'
  const result = await payload.find({
    collection,
    locale,
    draft,
    depth: 1,
    page,
    limit,
    overrideAccess: draft,
    sort: sort ?? defaultSort,
    populate: teaserPopulate as never,
    where: { and: [publishedOnly(draft), ...(where ? [where] : [])] },
  })
  if (!draft) await tagPage(...collectionReferences(payload, collection, result.docs))
  return result as unknown as {
    docs: RoutedDocument[C][]
    totalDocs: number
    totalPages: number
    page: number
  }
}

/** Reads page after page: visitors' reads come in pages of at most 100 documents. */
async function everyPage<T>(
  read: (page: number, limit: number) => Promise<{ docs: T[]; totalPages: number }>,
): Promise<T[]> {
  const docs: T[] = []
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const result = await read(page, publicReadLimits.docsPerPage)
    docs.push(...result.docs)
    totalPages = result.totalPages
  }
  return docs
}

/** Every published document of a collection (the glossary's A–Z list). */
export const listAllDocuments = <C extends Exclude<RoutedCollection, 'pages'>>(
  collection: C,
  locale: Locale,
  draft = false,
) => everyPage((page, limit) => listDocuments(collection, locale, { page, limit }, draft))

/** Every published document of a collection with its slug in each locale (sitemap, feed). */
export async function allSlugs(
  collection: RoutedCollection,
): Promise<{ id: number | string; slug: Partial<Record<Locale, string>>; updatedAt: string }[]> {
  await tagPage(collectionTag(collection))
  const payload = await getPayloadClient()
  const docs = await everyPage((page, limit) =>
    payload.find({
      collection,
      locale: 'all',
      depth: 0,
      limit,
      page,
      overrideAccess: false,
      select: { slug: true, updatedAt: true },
      sort: 'id',
      where: { _status: { equals: 'published' } },
    }),
  )
  return (
    docs as unknown as {
      id: number
      slug?: Partial<Record<Locale, string>> | string
      updatedAt: string
    }[]
  ).map((doc) => ({
    id: doc.id,
    slug: typeof doc.slug === 'object' && doc.slug ? doc.slug : {},
    updatedAt: doc.updatedAt,
  }))
}

export type Redirect = { to: string; permanent: boolean }

/** A redirect editors set up in the CMS for this path (plugin-redirects); null when none or unreadable. */
export const findRedirect = (path: string): Promise<Redirect | null> =>
  orNull('redirects', () => readRedirect(path))

async function readRedirect(path: string): Promise<Redirect | null> {
  const payload = await getPayloadClient()
  const candidates = Array.from(
    new Set([path, path.replace(/\/+$/, ''), `${path.replace(/\/+$/, '')}/`]),
  )
  const result = await payload.find({
    collection: 'redirects',
    depth: 1,
    limit: 1,
    pagination: false,
    populate: teaserPopulate as never,
    where: { from: { in: candidates } },
  })
  const redirect = result.docs[0]
  if (!redirect) return null
  const permanent = redirect.type === '301' || redirect.type === '308'
  const to = redirect.to
  if (!to) return null
  if (to.type === 'custom' && to.url) return { to: to.url, permanent }
  const reference = to.reference
  if (reference && typeof reference.value === 'object' && reference.value) {
    const target = reference.value as { slug?: string }
    const locale: Locale = path.startsWith('/en') ? 'en' : 'de-CH'
    if (target.slug)
      return {
        to: pathFor(reference.relationTo as RoutedCollection, target.slug, locale),
        permanent,
      }
  }
  return to.url ? { to: to.url, permanent } : null
}
