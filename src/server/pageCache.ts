import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { registerFrontCache } from '@/cache/frontCacheChannel'
import { envOf } from '@/config/env'
import { metrics } from '@/observability/metrics'

/** PAGE_CACHE_TTL_MS: how long a page Next answered from its cache is reused as is (0: never). */
export const pageCacheTtlMsFromEnv = (source?: Record<string, string | undefined>): number =>
  envOf(source).PAGE_CACHE_TTL_MS

type Stored = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

type PageCacheOptions = {
  /** How long a stored answer is reused before Next is asked again. */
  ttlMs: number
  maxBytes: number
  maxEntries: number
  /**
   * The language segment of a path that shows no document (src/server/unknownPaths.ts), else
   * null: such paths share one stored 404 page per language.
   */
  unknownPathLanguage?: (pathname: string) => Promise<string | null>
}

/** Headers of the App Router's own requests (its Vary header): a request with one goes to Next. */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]

/** What a stored answer may vary on: the router's headers (never stored) and the key's encodings. */
const keyedVary = new Set([...routerHeaders, 'accept-encoding'])

/** Requests whose answer may differ from the one stored for the same URL and encodings. */
function bypasses(req: IncomingMessage): boolean {
  const { headers } = req
  return (
    req.method !== 'GET' ||
    routerHeaders.some((name) => headers[name] !== undefined) ||
    headers['if-none-match'] !== undefined ||
    headers.range !== undefined ||
    // Draft mode: Next renders the draft instead of answering from its cache.
    (headers.cookie ?? '').includes('__prerender_bypass')
  )
}

/**
 * Only what Next answered from its own page cache, the same for every visitor. An answer that
 * varies on a header the key leaves out (the image optimiser's Vary: Accept) is not the same.
 */
const storable = (res: ServerResponse): boolean =>
  (res.statusCode === 200 || res.statusCode === 404) &&
  res.getHeader('x-nextjs-cache') === 'HIT' &&
  sameForEveryone(res)

/** The 404 page of a path that shows no document: Next renders it each time, it stores none. */
const storableNotFound = (res: ServerResponse): boolean =>
  res.statusCode === 404 && sameForEveryone(res)

function sameForEveryone(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  const vary = [res.getHeader('vary') ?? []]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return (
    res.getHeader('set-cookie') === undefined &&
    !/private|no-store/.test(cacheControl) &&
    vary.every((name) => keyedVary.has(name))
  )
}

/**
 * Next keeps one cached answer per path and ignores the query string for it: so does this cache,
 * or every made-up query would take an entry. Next's own files (the image optimiser, whose
 * answer depends on its query) keep theirs.
 */
function cacheUrl(url: string): string {
  if (url.startsWith('/_next/')) return url
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * A short-lived copy of pages that Next serves from its page cache, kept as Next sent them
 * (compressed), so a burst of visitors to the same page costs one pass through Next per
 * `ttlMs`. Any revalidation in this process empties it (src/cache/frontCacheChannel.ts); other
 * servers' edits reach it within `ttlMs`.
 *
 * Paths that show no document share one copy of the 404 page per language and encodings: a
 * stream of made-up URLs costs a lookup each, not a render each, and stores nothing per URL.
 */
export function pageCache({ ttlMs, maxBytes, maxEntries, unknownPathLanguage }: PageCacheOptions) {
  const entries = new LRUCache<string, Stored>({
    ttl: ttlMs,
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 1024,
  })
  registerFrontCache(() => entries.clear())
  // Paths Next answered with a page: asked about again only once they drop out. A path whose
  // document has gone since then is still answered by Next, with its 404.
  const shown = new LRUCache<string, true>({ max: maxEntries })

  /** Answers from `key`'s copy, or lets Next answer and keeps a copy when `keep` says so. */
  function serve(
    key: string,
    keep: (res: ServerResponse) => boolean,
    res: ServerResponse,
    next: () => void,
  ) {
    const hit = entries.get(key)
    metrics().pageCache.inc({ result: hit ? 'hit' : 'miss' })
    if (hit) {
      res.writeHead(hit.status, { ...hit.headers, 'content-length': hit.body.length })
      res.end(hit.body)
      return
    }
    capture(res, keep, (body) => {
      // Each answer carries its own request's id (accessLog.ts), never the stored one's.
      const { 'x-request-id': _requestId, ...headers } = res.getHeaders()
      entries.set(key, { status: res.statusCode, headers, body })
    })
    next()
  }

  return function handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if (bypasses(req)) return next()
    const encodings = req.headers['accept-encoding'] ?? ''
    const url = cacheUrl(req.url ?? '/')
    const key = `${encodings}\n${url}`
    if (!unknownPathLanguage || entries.has(key) || shown.has(url) || url.startsWith('/_next/'))
      return serve(key, storable, res, next)
    void unknownPathLanguage(url).then((language) => {
      if (language === null) {
        res.once('finish', () => res.statusCode === 200 && shown.set(url, true))
        return serve(key, storable, res, next)
      }
      // No URL starts with a space: the key cannot be a page's.
      serve(`${encodings}\n 404 ${language}`, storableNotFound, res, next)
    })
  }
}

/**
 * Collects the bytes written to `res` (after Next's compression) and hands them over at the end,
 * when `keep` says the answer is one to store: decided at the first write, once its headers are sent.
 */
function capture(
  res: ServerResponse,
  keep: (res: ServerResponse) => boolean,
  store: (body: Buffer) => void,
) {
  const chunks: Buffer[] = []
  let collecting: boolean | undefined
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const collect = (chunk: unknown, encoding?: unknown) => {
    collecting ??= keep(res)
    if (!collecting || chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    )
  }
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const result = (write as (...args: unknown[]) => boolean)(chunk, ...rest)
    collect(chunk, rest[0])
    return result
  }) as ServerResponse['write']
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const result = (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest)
    collect(chunk, rest[0])
    if (collecting) store(Buffer.concat(chunks))
    return result
  }) as ServerResponse['end']
}
