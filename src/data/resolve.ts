/**
 * Turns the segments of a public URL into the document it shows, with its paths in every
 * locale. Shared by the page, its metadata, the header slot (language switcher) and OG images.
 */
import { cache } from 'react'

import { locales, type Locale } from '@/i18n/locales'
import type { Category, Page } from '@/payload-types'
import {
  archivePath,
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
  type Alternates,
  type RoutedDocument,
} from './content'
import { orNull } from './fallback'

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

export const resolvePath = cache(
  async (segments: string[], locale: Locale, draft: boolean): Promise<Resolution | null> => {
    const parsed = parseSegments(segments, locale)
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

/**
 * resolvePath for what only decorates a page (the header's language switcher, generated images):
 * null when the path shows no document or cannot be read.
 */
export const tryResolvePath = async (
  segments: string[],
  locale: Locale,
  draft: boolean,
): Promise<Resolution | null> => orNull('documents', () => resolvePath(segments, locale, draft))
