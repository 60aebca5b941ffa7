import type { OutgoingHttpHeaders } from 'node:http'

import { env } from '@/config/env'
import { localePrefixes, locales, type Locale } from '@/i18n/locales'

import { edgeTagsHeader } from './edgeTags.mjs'
import { localeTag } from './tags'

/** Seconds a shared cache may keep a public answer that no purge reaches. */
export const unpurgedMaxAge = 1

export type EdgePolicy = {
  /** A purge follows every change (CDN_PURGE names at least one cache). */
  purged: boolean
  /** CDN_MAX_AGE: how long a shared cache keeps a tagged page then. */
  maxAge: number
}

export const edgePolicy = (): EdgePolicy => ({
  // The start refuses a cache named without what it needs (src/config/env.ts).
  purged: env().CDN_PURGE.length > 0,
  maxAge: env().CDN_MAX_AGE,
})

type Changes = { set: Record<string, string>; remove: string[] }

const text = (value: OutgoingHttpHeaders[string]) =>
  value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)

/**
 * An answer Next meant for every visitor alike: ISR's `s-maxage`, or one from its page cache
 * (`x-nextjs-cache`) that another server rendered, which Next sends without any Cache-Control
 * (it knows the page's revalidation time only for entries it wrote itself); nothing private, no
 * cookie.
 */
const sharedAnswer = (headers: OutgoingHttpHeaders) => {
  const cacheControl = text(headers['cache-control'])
  const fromNextsCache = cacheControl === '' && text(headers['x-nextjs-cache']) !== ''
  return (
    (/\bs-maxage=\d+/.test(cacheControl) || fromNextsCache) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    headers['set-cookie'] === undefined
  )
}

const localeOfPath = (pathname: string): Locale | undefined =>
  locales.find(
    (locale) =>
      pathname === localePrefixes[locale] || pathname.startsWith(`${localePrefixes[locale]}/`),
  )

/**
 * The caching headers of an answer for the shared caches in front of the servers, from the
 * headers Next gave it (names in lower case). Only a page, feed or sitemap Next serves from its
 * cache the same to everyone is touched (sharedAnswer); private answers (the control area, a
 * session's own page, draft previews) keep what they say.
 *
 * - A 200 (or 304) answer with its cache tags (src/cache/edgeTags.mjs), when a purge follows every
 *   change: `Cache-Tag` (comma-separated) and `Surrogate-Key` (space-separated), the tags plus the
 *   locale of its path, and a shared cache keeps it for `maxAge` (the browser not at all; on an
 *   error of the servers a cache may serve it that long). No stale-while-revalidate: after a
 *   purge, the next visitor gets the new page, not the old one once more.
 * - Anything else shared (no tags, too many, another status, or no purge configured): a
 *   shared cache may keep it one second, as the bundled nginx does.
 * - A copy of an answer the server's page cache sends again: one second too, with its tags.
 *
 * The internal header of the tags is always removed.
 */
export function edgeCacheHeaders(
  status: number,
  pathname: string,
  headers: OutgoingHttpHeaders,
  { purged, maxAge }: EdgePolicy,
): Changes {
  const changes: Changes = { set: {}, remove: [edgeTagsHeader] }
  if (!sharedAnswer(headers)) return changes
  const short = `public, max-age=0, s-maxage=${unpurgedMaxAge}`
  if (headers['cache-tag'] !== undefined && headers[edgeTagsHeader] === undefined) {
    // A copy the server's page cache sends again (src/server/pageCache.ts), kept from an answer
    // that got its headers here: it may be up to PAGE_CACHE_TTL_MS old, older than a change made
    // through another server whose purge has been sent already.
    changes.set['cache-control'] = short
    return changes
  }
  const tags = text(headers[edgeTagsHeader]).split(',').filter(Boolean)
  const locale = localeOfPath(pathname)
  if (tags.length) {
    const all = locale ? [...tags, localeTag(locale)] : tags
    changes.set['cache-tag'] = all.join(',')
    changes.set['surrogate-key'] = all.join(' ')
  }
  // A stale answer too: Next renews it in the background only because its time ran out (or, for a
  // page another server rendered, because it does not know that time); a change expires it.
  // 304: a cache's copy, asked about with its ETag after a purge, is still what the page shows.
  const kept = purged && tags.length > 0 && (status === 200 || status === 304)
  changes.set['cache-control'] = kept
    ? `public, max-age=0, s-maxage=${maxAge}, stale-if-error=${maxAge}`
    : short
  return changes
}
