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

import { siteSettingsTag } from './tags'

type Logger = PayloadRequest['payload']['logger']

/** Seeds and scripts set this flag: they run outside Next, where revalidation cannot work. */
const skipRevalidation = (context: RequestContext | undefined) =>
  Boolean(context?.disableRevalidate)

/** Runs revalidation; outside a Next request (scripts, job runner) it logs and carries on. */
function attempt(logger: Logger | undefined, what: string, run: () => void) {
  try {
    run()
    logger?.info(`revalidated ${what}`)
  } catch (error) {
    logger?.warn(
      `could not revalidate ${what} (not inside a Next request?): ${(error as Error).message}`,
    )
  }
}

/** Every cached page of the site (navigation, lists and teasers can show any document). */
function revalidateEverything(logger?: Logger, reason = 'site') {
  attempt(logger, `all pages (${reason})`, () => {
    revalidatePath('/', 'layout')
    // Route handlers outside the page tree: feeds (their URL skips the proxy) and the sitemap.
    for (const locale of locales) revalidatePath(feedPath(locale))
    revalidatePath('/sitemap.xml')
    revalidateTag(siteSettingsTag, { expire: 0 })
  })
}

function revalidatePaths(paths: string[], logger?: Logger) {
  const keys = [...new Set(paths)]
  if (!keys.length) return
  attempt(logger, keys.join(', '), () => {
    for (const key of keys) revalidatePath(key)
  })
}

type Doc = { id: number | string; slug?: unknown; _status?: string | null }

const slugsOf = (collection: RoutedCollection, id: number | string, req: PayloadRequest) =>
  localizedSlugs(req.payload, collection, id, req).catch(
    () => ({}) as Partial<Record<Locale, string>>,
  )

/**
 * afterChange/afterDelete hooks of a routed collection. Published changes (and unpublishing)
 * revalidate the document's paths in both languages; `scope: 'everything'` also refreshes every
 * page, because lists, teasers or links elsewhere show the document.
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
    revalidatePaths(paths, req.payload.logger)
    const slugChanged = typeof previousDoc?.slug === 'string' && previousDoc.slug !== doc.slug
    if (scope === 'everything' || slugChanged || unpublished)
      revalidateEverything(req.payload.logger, `${collection} ${doc.id}`)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = ({ doc, req, context }) => {
    if (skipRevalidation(context)) return doc
    if (typeof doc.slug === 'string') {
      const locale = (req.locale as Locale | undefined) ?? 'de-CH'
      revalidatePaths([pathFor(collection, doc.slug, locale)], req.payload.logger)
    }
    revalidateEverything(req.payload.logger, `${collection} ${doc.id} deleted`)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** Hooks of collections shown inside pages (team, testimonials, categories): refresh everything. */
export function listedRevalidationHooks(collection: string) {
  const afterChange: CollectionAfterChangeHook = ({ doc, req, context }) => {
    if (!skipRevalidation(context))
      revalidateEverything(req.payload.logger, `${collection} ${doc.id}`)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req, context }) => {
    if (!skipRevalidation(context))
      revalidateEverything(req.payload.logger, `${collection} ${doc.id} deleted`)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** Globals (navigation, footer, site settings) appear on every page. */
export function globalRevalidationHook(slug: string): GlobalAfterChangeHook {
  return ({ doc, req, context }) => {
    if (!skipRevalidation(context)) revalidateEverything(req.payload.logger, `global ${slug}`)
    return doc
  }
}
