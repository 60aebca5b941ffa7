/**
 * The one place that knows how documents map to public paths and back. Links, the language
 * switcher, hreflang alternates, the sitemap, the RSS feed and the search all go through it.
 */
import { localePrefixes, type Locale } from '@/i18n/locales'

import { siteUrl } from './siteUrl'

export type RoutedCollection =
  'pages' | 'posts' | 'case-studies' | 'glossary-terms' | 'job-openings'
export type PrefixedCollection = Exclude<RoutedCollection, 'pages'>

export const routedCollections: readonly RoutedCollection[] = [
  'pages',
  'posts',
  'case-studies',
  'glossary-terms',
  'job-openings',
]

/** First path segment of each collection's detail pages, per locale. */
export const collectionPrefixes: Record<PrefixedCollection, Record<Locale, string>> = {
  posts: { 'de-CH': 'blog', en: 'blog' },
  'case-studies': { 'de-CH': 'erfolgsgeschichten', en: 'success-stories' },
  'job-openings': { 'de-CH': 'karriere', en: 'careers' },
  'glossary-terms': { 'de-CH': 'glossar', en: 'glossary' },
}

/** Segments of paginated and filtered archive listings: /blog/seite/2, /blog/kategorie/news. */
export const archiveSegments = {
  page: { 'de-CH': 'seite', en: 'page' },
  category: { 'de-CH': 'kategorie', en: 'category' },
} as const satisfies Record<string, Record<Locale, string>>

/** Slug of the page rendered at the locale root. */
export const homeSlug = 'home'

/** Slug of the search page per locale; its route reads `?q=`. */
export const searchSlugs: Record<Locale, string> = { 'de-CH': 'suche', en: 'search' }

export const postsPerPage = 9

/** `/de` or `/en` followed by the given segments. */
export function localePath(locale: Locale, ...segments: (string | number)[]): string {
  const rest = segments.map((segment) => encodeURIComponent(String(segment))).filter(Boolean)
  return [localePrefixes[locale], ...rest].join('/')
}

type SlugSource = string | { slug?: string | null } | null | undefined

const slugOf = (source: SlugSource): string | undefined =>
  typeof source === 'string' ? source : (source?.slug ?? undefined)

/**
 * Public path of a document in a locale, e.g. pathFor('posts', post, 'en') → '/en/blog/my-post'.
 * The page with slug 'home' lives at the locale root.
 */
export function pathFor(collection: RoutedCollection, source: SlugSource, locale: Locale): string {
  const slug = slugOf(source)
  if (collection === 'pages')
    return !slug || slug === homeSlug ? localePath(locale) : localePath(locale, slug)
  const prefix = collectionPrefixes[collection][locale]
  return slug ? localePath(locale, prefix, slug) : localePath(locale, prefix)
}

/** The collection whose detail pages start with this segment in this locale. */
export function collectionForPrefix(
  segment: string,
  locale: Locale,
): PrefixedCollection | undefined {
  return (Object.keys(collectionPrefixes) as PrefixedCollection[]).find(
    (collection) => collectionPrefixes[collection][locale] === segment,
  )
}

export type ArchiveView = { page: number; category?: string }

type ResolvedPath =
  | { kind: 'page'; slug: string; archive: ArchiveView }
  | { kind: 'document'; collection: PrefixedCollection; slug: string }

const isPageNumber = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[1-9]\d{0,4}$/.test(value)

/**
 * Reads the segments after the locale prefix. Returns what to look up, or null when the shape
 * cannot be a public document (the caller then shows 404 or a CMS redirect).
 *
 * - []                                   → home page
 * - [slug]                               → page
 * - [prefix, slug]                       → case study, post, open position or glossary term
 * - [slug, 'seite', n]                   → page n of the archive on that page
 * - [slug, 'kategorie', cat]             → archive filtered by a category
 * - [slug, 'kategorie', cat, 'seite', n] → both
 */
export function parseSegments(segments: string[], locale: Locale): ResolvedPath | null {
  const parts = segments.map((segment) => safeDecode(segment))
  if (parts.some((part) => part === undefined || part === '')) return null
  const [first, second, third, fourth, fifth] = parts as string[]
  const pageWord = archiveSegments.page[locale]
  const categoryWord = archiveSegments.category[locale]

  switch (parts.length) {
    case 0:
      return { kind: 'page', slug: homeSlug, archive: { page: 1 } }
    case 1:
      return first === homeSlug ? null : { kind: 'page', slug: first, archive: { page: 1 } }
    case 2: {
      const collection = collectionForPrefix(first, locale)
      return collection ? { kind: 'document', collection, slug: second } : null
    }
    case 3:
      if (second === pageWord && isPageNumber(third))
        return { kind: 'page', slug: first, archive: { page: Number(third) } }
      if (second === categoryWord)
        return { kind: 'page', slug: first, archive: { page: 1, category: third } }
      return null
    case 5:
      if (second === categoryWord && fourth === pageWord && isPageNumber(fifth)) {
        return { kind: 'page', slug: first, archive: { page: Number(fifth), category: third } }
      }
      return null
    default:
      return null
  }
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** Path of an archive view on a page: base, then /kategorie/{cat}, then /seite/{n} for n > 1. */
export function archivePath(pagePath: string, locale: Locale, view: ArchiveView): string {
  let path = pagePath
  if (view.category)
    path += `/${archiveSegments.category[locale]}/${encodeURIComponent(view.category)}`
  if (view.page > 1) path += `/${archiveSegments.page[locale]}/${view.page}`
  return path
}

/** Value of a link field (src/fields/link.ts). */
export type LinkValue = {
  type?: 'reference' | 'custom' | null
  reference?: { relationTo: string; value: unknown } | null
  url?: string | null
  label?: string | null
}

const isRouted = (value: string): value is RoutedCollection =>
  (routedCollections as readonly string[]).includes(value)

/**
 * Where a link field points in this locale: a referenced document's path (it needs to be
 * populated, depth ≥ 1), or the custom URL. Null when it cannot be resolved (unpublished target).
 */
export function linkHref(link: LinkValue | null | undefined, locale: Locale): string | null {
  if (!link) return null
  if (link.type === 'custom') return link.url?.trim() || null
  const reference = link.reference
  if (!reference || !isRouted(reference.relationTo)) return link.url?.trim() || null
  const value = reference.value
  if (!value || typeof value !== 'object') return null
  const slug = (value as { slug?: unknown }).slug
  return typeof slug === 'string' && slug ? pathFor(reference.relationTo, slug, locale) : null
}

/** True for links that leave the site (another origin, mail, phone). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href)
}

/** Absolute URL on the public site (SITE_URL at runtime). */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`
}
