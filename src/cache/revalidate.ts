import { revalidatePath, revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { locales, type Locale } from '@/i18n/locales'
import { feedPath } from '@/routing/feedPath'
import { localizedSlugs } from '@/routing/localizedSlugs'
import { pathFor, type RoutedCollection } from '@/routing/paths'

import { forwardRevalidation, type Revalidation } from './forward'
import { clearFrontCache } from './frontCache'
import { collectionTag, docTag, globalTag, siteSettingsTag } from './tags'

type Logger = PayloadRequest['payload']['logger']

/** Seeds and scripts set this flag: they run outside Next, where revalidation cannot work. */
const skipRevalidation = (context: RequestContext | undefined) =>
  Boolean(context?.disableRevalidate)

/**
 * Refreshes cached pages: the given public paths, the pages and data carrying one of the tags,
 * and with `everything` every page (navigation, lists and teasers can show any document), the
 * feeds, the sitemap and the site settings. Throws outside a Next request.
 */
export function applyRevalidation({ paths, tags = [], everything }: Revalidation) {
  for (const path of new Set(paths)) revalidatePath(path)
  // Expired at once, not served stale once more: the next visitor sees the edit.
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  clearFrontCache()
  if (!everything) return
  revalidatePath('/', 'layout')
  // Route handlers outside the page tree: the feeds and the sitemap.
  for (const locale of locales) revalidatePath(feedPath(locale))
  revalidatePath('/sitemap.xml')
  revalidateTag(siteSettingsTag, { expire: 0 })
}

/**
 * Runs revalidation. Outside a Next request (the job runner publishing on schedule, a worker) it
 * asks the site to do it over HTTP (src/cache/forward.ts); scripts and tests turn that off.
 */
async function revalidate(revalidation: Revalidation, logger: Logger | undefined) {
  const { paths, tags = [], everything } = revalidation
  if (!paths.length && !tags.length && !everything) return
  const what = `${everything ? 'all pages' : [...paths, ...tags].join(', ')} (${revalidation.reason})`
  try {
    applyRevalidation(revalidation)
    logger?.info(`revalidated ${what}`)
  } catch (error) {
    const forwarded = await forwardRevalidation(revalidation)
    if (forwarded.ok) logger?.info(`revalidated ${what} through ${forwarded.url}`)
    else
      logger?.warn(
        `could not revalidate ${what} (not inside a Next request: ${(error as Error).message}; ${forwarded.reason})`,
      )
  }
}

type Doc = { id: number | string; slug?: unknown; _status?: string | null }

const slugsOf = (collection: RoutedCollection, id: number | string, req: PayloadRequest) =>
  localizedSlugs(req.payload, collection, id, req).catch(
    () => ({}) as Partial<Record<Locale, string>>,
  )

/** The tags of a changed document: the pages that show it and the lists of its collection. */
const documentTags = (collection: string, id: number | string) => [
  docTag(collection, id),
  collectionTag(collection),
]

/**
 * afterChange/afterDelete hooks of a routed collection. Published changes (and unpublishing)
 * revalidate the document's paths and tags in both languages; `scope: 'everything'` also
 * refreshes every page, because teasers or links picked elsewhere show the document.
 */
export function routedRevalidationHooks(
  collection: RoutedCollection,
  { scope }: { scope: 'document' | 'everything' },
) {
  const afterChange: CollectionAfterChangeHook<Doc> = async ({
    doc,
    previousDoc,
    req,
    context,
  }) => {
    if (skipRevalidation(context)) return doc
    const published = doc._status === 'published' || doc._status === undefined
    const unpublished = previousDoc?._status === 'published' && doc._status === 'draft'
    if (!published && !unpublished) return doc
    const slugs = await slugsOf(collection, doc.id, req)
    const paths = locales.flatMap((locale) =>
      slugs[locale] ? [pathFor(collection, slugs[locale], locale)] : [],
    )
    if (typeof previousDoc?.slug === 'string' && previousDoc.slug !== doc.slug) {
      // The slug changed in the request's locale: the old path must stop showing the document.
      const locale = (req.locale as Locale | undefined) ?? 'de-CH'
      paths.push(pathFor(collection, previousDoc.slug, locale))
    }
    const slugChanged = typeof previousDoc?.slug === 'string' && previousDoc.slug !== doc.slug
    await revalidate(
      {
        paths,
        tags: documentTags(collection, doc.id),
        everything: scope === 'everything' || slugChanged || unpublished,
        reason: `${collection} ${doc.id}`,
      },
      req.payload.logger,
    )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, req, context }) => {
    if (skipRevalidation(context)) return doc
    const locale = (req.locale as Locale | undefined) ?? 'de-CH'
    await revalidate(
      {
        paths: typeof doc.slug === 'string' ? [pathFor(collection, doc.slug, locale)] : [],
        tags: documentTags(collection, doc.id),
        everything: true,
        reason: `${collection} ${doc.id} deleted`,
      },
      req.payload.logger,
    )
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

type Versioned = { _status?: string | null } | undefined

/** Saving a draft changes nothing the public sees, unless it replaces what was published. */
const publicChange = (doc: Versioned, previousDoc: Versioned) =>
  doc?._status !== 'draft' || previousDoc?._status === 'published'

const everything = (reason: string, tags: string[]): Revalidation => ({
  paths: [],
  tags,
  everything: true,
  reason,
})

/** Hooks of collections shown inside pages (team, testimonials, categories): refresh everything. */
export function listedRevalidationHooks(collection: string) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (!skipRevalidation(context) && publicChange(doc, previousDoc))
      await revalidate(
        everything(`${collection} ${doc.id}`, documentTags(collection, doc.id)),
        req.payload.logger,
      )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (!skipRevalidation(context))
      await revalidate(
        everything(`${collection} ${doc.id} deleted`, documentTags(collection, doc.id)),
        req.payload.logger,
      )
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** Globals (navigation, footer, site settings) appear on every page; publishing or restoring one refreshes them. */
export function globalRevalidationHook(slug: string): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, req, context }) => {
    if (!skipRevalidation(context) && publicChange(doc, previousDoc))
      await revalidate(everything(`global ${slug}`, [globalTag(slug)]), req.payload.logger)
    return doc
  }
}
