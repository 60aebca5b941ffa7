import { revalidatePath, revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { localizedSlugs } from '@/routing/localizedSlugs'
import { pathFor, type RoutedCollection } from '@/routing/paths'

import { forwardRevalidation, type Revalidation } from './forward'
import { clearFrontCache } from './frontCacheChannel'
import { queueEdgePurges } from './purge/queue'
import { globalReferences } from './referencedTags'
import { collectionTag, docTag, globalTag, siteSettingsTag } from './tags'

/** Seeds and scripts set this flag: they run outside Next, where revalidation cannot work. */
const skipRevalidation = (context: RequestContext | undefined) =>
  Boolean(context?.disableRevalidate)

/**
 * Refreshes cached pages: the given public paths, and the pages, feeds, sitemap and data carrying
 * one of the tags. Throws outside a Next request.
 */
export function applyRevalidation({ paths, tags = [] }: Revalidation) {
  for (const path of new Set(paths)) revalidatePath(path)
  // Expired at once, not served stale once more: the next visitor sees the edit.
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  clearFrontCache()
}

/**
 * Runs revalidation. Outside a Next request (the job runner publishing on schedule, a worker) it
 * asks the site to do it over HTTP (src/cache/forward.ts); scripts and tests turn that off. The
 * shared caches in front of the servers get a purge of each tag (src/cache/purge/queue.ts).
 */
async function revalidate(revalidation: Revalidation, req: PayloadRequest) {
  const { paths, tags = [] } = revalidation
  if (!paths.length && !tags.length) return
  const logger = req.payload.logger
  const what = `${[...paths, ...tags].join(', ')} (${revalidation.reason})`
  let forwarded = false
  try {
    applyRevalidation(revalidation)
    logger.info(`revalidated ${what}`)
  } catch (error) {
    const forwarding = await forwardRevalidation(revalidation)
    forwarded = forwarding.ok
    if (forwarding.ok) logger.info(`revalidated ${what} through ${forwarding.url}`)
    else
      logger.warn(
        `could not revalidate ${what} (not inside a Next request: ${(error as Error).message}; ${forwarding.reason})`,
      )
  }
  await queueEdgePurges(req, tags, { forwarded })
}

type Doc = { id: number | string; slug?: unknown; _status?: string | null }

/**
 * Reads through the request (its transaction) and gives it back its locale: Payload's Local API
 * sets req.locale to the locale of the read.
 */
async function keepingLocale<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

const slugsOf = (collection: RoutedCollection, id: number | string, req: PayloadRequest) =>
  keepingLocale(req, () => localizedSlugs(req.payload, collection, id, req)).catch(
    () => ({}) as Partial<Record<Locale, string>>,
  )

/** The locale of the edit; the default one when the request names none (or 'all'). */
const requestLocaleOf = (req: PayloadRequest): Locale =>
  locales.find((locale) => locale === req.locale) ?? defaultLocale

/**
 * The tags of a changed document: the pages that show it, pick it as a teaser or link to it
 * (src/cache/referencedTags.ts), and the lists, feeds and sitemap of its collection.
 */
const documentTags = (collection: string, id: number | string) => [
  docTag(collection, id),
  collectionTag(collection),
]

/**
 * afterChange/afterDelete hooks of a routed collection. Published changes, unpublishing, a
 * changed slug and deleting revalidate the document's paths in both languages (and its old path)
 * and its tags: the pages that show or link to it and the lists of its collection.
 */
export function routedRevalidationHooks(collection: RoutedCollection) {
  const afterChange: CollectionAfterChangeHook<Doc> = async ({
    doc,
    previousDoc,
    req,
    context,
  }) => {
    if (skipRevalidation(context) || !publicChange(doc, previousDoc)) return doc
    const slugs = await slugsOf(collection, doc.id, req)
    const paths = locales.flatMap((locale) =>
      slugs[locale] ? [pathFor(collection, slugs[locale], locale)] : [],
    )
    if (typeof previousDoc?.slug === 'string' && previousDoc.slug !== doc.slug)
      // The slug changed in the request's locale: the old path must stop showing the document.
      paths.push(pathFor(collection, previousDoc.slug, requestLocaleOf(req)))
    await revalidate(
      {
        paths,
        tags: documentTags(collection, doc.id),
        reason: `${collection} ${doc.id}`,
      },
      req,
    )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, req, context }) => {
    if (skipRevalidation(context)) return doc
    await revalidate(
      {
        paths:
          typeof doc.slug === 'string' ? [pathFor(collection, doc.slug, requestLocaleOf(req))] : [],
        tags: documentTags(collection, doc.id),
        reason: `${collection} ${doc.id} deleted`,
      },
      req,
    )
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

type Versioned = { _status?: string | null } | undefined

/** Saving a draft changes nothing the public sees, unless it replaces what was published. */
const publicChange = (doc: Versioned, previousDoc: Versioned) =>
  doc?._status !== 'draft' || previousDoc?._status === 'published'

const byTags = (reason: string, tags: string[]): Revalidation => ({
  paths: [],
  tags,
  reason,
})

/**
 * Hooks of collections shown inside pages (team, testimonials, categories, forms): the pages
 * that picked the document and the lists of its collection.
 */
export function listedRevalidationHooks(collection: string) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (!skipRevalidation(context) && publicChange(doc, previousDoc))
      await revalidate(byTags(`${collection} ${doc.id}`, documentTags(collection, doc.id)), req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (!skipRevalidation(context))
      await revalidate(
        byTags(`${collection} ${doc.id} deleted`, documentTags(collection, doc.id)),
        req,
      )
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/**
 * Whether the site settings show this media file (the default social image). They are kept in
 * the data cache with their own tag only (src/data/siteSettings.ts), so that tag must go too.
 */
async function siteSettingsShow(tag: string, req: PayloadRequest): Promise<boolean> {
  for (const locale of locales) {
    const settings = await keepingLocale(req, () =>
      req.payload.findGlobal({
        slug: 'site-settings',
        locale,
        depth: 0,
        overrideAccess: true,
        req,
      }),
    ).catch(() => null)
    if (globalReferences(req.payload, 'site-settings', settings).includes(tag)) return true
  }
  return false
}

/**
 * Hooks of media: a new alternative text, focal point or file shows on every page that carries
 * the file's tag (pages, teasers, lists and globals referring to it).
 */
export function mediaRevalidationHooks() {
  const revalidateFile = async (id: number | string, req: PayloadRequest, reason: string) => {
    const tag = docTag('media', id)
    const tags = (await siteSettingsShow(tag, req)) ? [tag, siteSettingsTag] : [tag]
    await revalidate(byTags(reason, tags), req)
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
    // A new file is shown nowhere yet.
    if (operation === 'update' && !skipRevalidation(context))
      await revalidateFile(doc.id, req, `media ${doc.id}`)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (!skipRevalidation(context)) await revalidateFile(doc.id, req, `media ${doc.id} deleted`)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/**
 * Globals (navigation, footer, site settings): publishing or restoring one refreshes the pages
 * carrying its tag, which is every page that shows it.
 */
export function globalRevalidationHook(slug: string): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, req, context }) => {
    if (!skipRevalidation(context) && publicChange(doc, previousDoc))
      await revalidate(byTags(`global ${slug}`, [globalTag(slug)]), req)
    return doc
  }
}
