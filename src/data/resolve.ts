/**
 * Turns the segments of a public URL into the document it shows, with its paths in every
 * locale. Shared by the page, its metadata, the header slot (language switcher) and OG images.
 */
import { cache } from 'react'

import type { ShowsNothing } from '@/cache/notFoundChannel'
import { locales, type Locale } from '@/i18n/locales'
import type { Category, Page } from '@/payload-types'
import { localeFromParam } from '@/routing/localeParam'
import {
  archivePath,
  localePath,
  parseSegments,
  pathFor,
  type ArchiveView,
  type PrefixedCollection,
} from '@/routing/paths'

import {
  alternatesFor,
  categorySlugs,
  findBySlug,
  findCategory,
  findRedirect,
  type Alternates,
  type Redirect,
  type RoutedDocument,
} from './content'
import { orNull } from './fallback'
import { certainlyNothingAt } from './routableIndex'
import { withoutPageTags } from './tagPage'

export type PageResolution = {
  kind: 'page'
  collection: 'pages'
  doc: Page
  locale: Locale
  path: string
  /** Path of the page itself, without pagination or category segments. */
  basePath: string
  alternates: Alternates
  archive: ArchiveView
  category: Category | null
}

type DocumentResolution = {
  [C in PrefixedCollection]: {
    kind: 'document'
    collection: C
    doc: RoutedDocument[C]
    locale: Locale
    path: string
    alternates: Alternates
  }
}[PrefixedCollection]

export type Resolution = PageResolution | DocumentResolution

const archiveBlockOf = (page: Page) => page.layout?.find((block) => block.blockType === 'archive')

/**
 * Once per render for a path, keyed by its segments as JSON: React's cache compares arguments by
 * identity, and Next hands the page, its metadata and each slot (header, footer) a copy of its own.
 */
const resolveSegments = cache(
  async (key: string, locale: Locale, draft: boolean): Promise<Resolution | null> => {
    const parsed = parseSegments(JSON.parse(key) as string[], locale)
    if (!parsed) return null

    if (parsed.kind === 'document') {
      const doc = await findBySlug(parsed.collection, parsed.slug, locale, draft)
      if (!doc) return null
      const alternates = await alternatesFor(parsed.collection, doc.id, draft)
      return {
        kind: 'document',
        collection: parsed.collection,
        doc,
        locale,
        path: pathFor(parsed.collection, doc.slug, locale),
        alternates,
      } as DocumentResolution
    }

    const doc = await findBySlug('pages', parsed.slug, locale, draft)
    if (!doc) return null
    const basePath = pathFor('pages', doc.slug, locale)
    const baseAlternates = await alternatesFor('pages', doc.id, draft)
    const { archive } = parsed
    const isArchiveView = archive.page > 1 || archive.category !== undefined
    if (!isArchiveView)
      return {
        kind: 'page',
        collection: 'pages',
        doc,
        locale,
        path: basePath,
        basePath,
        alternates: baseAlternates,
        archive,
        category: null,
      }

    // Paginated or filtered views exist only on pages that hold an archive block (filters: posts only).
    const block = archiveBlockOf(doc)
    if (!block) return null
    let category: Category | null = null
    const alternates: Alternates = {}
    if (archive.category !== undefined) {
      if (block.blockType !== 'archive' || block.relationTo !== 'posts') return null
      category = await findCategory(archive.category, locale)
      if (!category) return null
      const slugs = await categorySlugs(category.id)
      for (const other of locales) {
        const base = baseAlternates[other]
        const slug = slugs[other]
        if (base && slug)
          alternates[other] = archivePath(base, other, { page: archive.page, category: slug })
      }
    } else {
      for (const other of locales) {
        const base = baseAlternates[other]
        if (base) alternates[other] = archivePath(base, other, archive)
      }
    }
    return {
      kind: 'page',
      collection: 'pages',
      doc,
      locale,
      path: archivePath(basePath, locale, { page: archive.page, category: category?.slug }),
      basePath,
      alternates,
      archive,
      category,
    }
  },
)

export const resolvePath = (
  segments: string[],
  locale: Locale,
  draft: boolean,
): Promise<Resolution | null> => resolveSegments(JSON.stringify(segments), locale, draft)

/**
 * resolvePath for what only decorates a page (the header's language switcher, generated images):
 * null when the path shows no document or cannot be read.
 */
export const tryResolvePath = async (
  segments: string[],
  locale: Locale,
  draft: boolean,
): Promise<Resolution | null> => orNull('documents', () => resolvePath(segments, locale, draft))

/**
 * What the page for every other public path (`[locale]/[...slug]`) shows at `segments`: the
 * document, else the redirect editors set up for the path, else nothing (its 404).
 */
export async function showAt(
  segments: string[],
  locale: Locale,
  draft: boolean,
): Promise<{ resolution: Resolution } | { redirect: Redirect } | null> {
  const resolution = await resolvePath(segments, locale, draft)
  if (resolution) return { resolution }
  const redirect = await findRedirect(
    localePath(locale, ...segments.map((segment) => decodeURIComponent(segment))),
  )
  return redirect ? { redirect } : null
}

/** The server's question (src/cache/notFoundChannel.ts), answered by showAt for visitors. */
export const showsNothing: ShowsNothing = async (language, segments) => {
  const locale = localeFromParam(language)
  if (!locale) return false
  if (await certainlyNothingAt(locale, segments)) return true
  return (await withoutPageTags(() => showAt(segments, locale, false))) === null
}
