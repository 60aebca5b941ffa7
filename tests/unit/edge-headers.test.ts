import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { edgeCacheHeaders, type EdgePolicy } from '@/cache/edgeHeaders'
import { edgeTags, edgeTagsHeader } from '@/cache/edgeTags.mjs'
import { revalidationsSettled, trackRevalidation } from '@/cache/revalidationsInFlight.mjs'
import { edgeHeaders } from '@/server/edgeHeaders'

/**
 * Cache tags and caching headers for the shared caches in front of the servers: the tags the cache
 * handler writes into each page's cache entry (src/cache/handler.mjs, src/cache/edgeTags.mjs),
 * the headers an answer leaves with (src/cache/edgeHeaders.ts) and the server's hook that sets
 * them on the way out, whoever writes the answer (src/server/edgeHeaders.ts).
 */
const isr = 's-maxage=3600, stale-while-revalidate=31532400'
const purged: EdgePolicy = { purged: true, maxAge: 86_400 }

describe('the tags of a cache entry', () => {
  it("keeps the product's tags, without Next's implicit ones or anything no cache accepts", () => {
    expect(
      edgeTags([
        '_N_T_/layout',
        '_N_T_/de/kontakt',
        'doc:pages:3',
        'collection:pages',
        'doc:pages:3',
        'global:header',
        'bad tag',
        'a,b',
      ]),
    ).toEqual(['doc:pages:3', 'collection:pages', 'global:header'])
  })

  it('gives none when they would not fit in a header line of every cache', () => {
    const many = Array.from({ length: 400 }, (_, n) => `doc:media:${n}`)
    expect(edgeTags(many)).toBeNull()
    expect(edgeTags(many.slice(0, 100))).toHaveLength(100)
  })

  describe('the cache handler', async () => {
    delete process.env.REDIS_URL
    const { default: CacheHandler } = await import('@/cache/handler.mjs')
    const distDir = mkdtempSync(path.join(tmpdir(), 'edge-tags-'))
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1')
    mkdirSync(path.join(distDir, 'server'))
    type Handler = {
      set: (key: string, value: unknown, ctx: object) => Promise<void>
      get: (key: string, ctx: object) => Promise<{ value: { headers: OutgoingHttpHeaders } }>
    }
    const handler = new CacheHandler({
      serverDistDir: path.join(distDir, 'server'),
      dev: false,
    } as never) as unknown as Handler

    it("writes a page's tags into the entry's own headers, which Next answers with", async () => {
      const headers: OutgoingHttpHeaders = {
        'x-next-cache-tags': '_N_T_/layout,_N_T_/de,doc:pages:1,global:footer',
      }
      const page = { kind: 'APP_PAGE', status: 200, html: '<p>Start</p>', headers }
      await handler.set('/de', page, { tags: [], revalidate: 3600 })
      // The request that rendered the page is answered with this very object.
      expect(headers[edgeTagsHeader]).toBe('doc:pages:1,global:footer')
      const stored = await handler.get('/de', { kind: 'APP_PAGE', softTags: [] })
      expect(stored.value.headers[edgeTagsHeader]).toBe('doc:pages:1,global:footer')
    })

    it('does the same for a route handler (feed, sitemap), and leaves data entries alone', async () => {
      const feed = {
        kind: 'APP_ROUTE',
        status: 200,
        body: Buffer.from('<rss/>'),
        headers: { 'x-next-cache-tags': 'collection:posts,global:site-settings' },
      }
      await handler.set('/de/blog/feed.xml', feed, { revalidate: 3600 })
      expect(feed.headers).toMatchObject({
        [edgeTagsHeader]: 'collection:posts,global:site-settings',
      })
      const data = {
        kind: 'FETCH',
        data: { headers: {}, body: 'x', status: 200 },
        revalidate: 3600,
      }
      await handler.set('data-1', data, { tags: ['doc:pages:1'], revalidate: 3600 })
      expect(data.data.headers).toEqual({})
    })
  })
})

describe('tag revalidations still being written to the page cache', () => {
  it('are waited for, failed ones too, and forgotten once settled', async () => {
    let finish!: () => void
    let fail!: (error: Error) => void
    trackRevalidation(new Promise<void>((resolve) => (finish = resolve)))
    trackRevalidation(new Promise<void>((_, reject) => (fail = reject))).catch(() => undefined)
    let settled = false
    const waiting = revalidationsSettled().then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    finish()
    fail(new Error('Redis gone'))
    await waiting
    expect(settled).toBe(true)
    await revalidationsSettled()
  })

  it("include the cache handler's", async () => {
    delete process.env.REDIS_URL
    const { default: CacheHandler } = await import('@/cache/handler.mjs')
    const handler = new CacheHandler({
      serverDistDir: tmpdir(),
      dev: false,
    } as never) as unknown as {
      revalidateTag: (tags: string[]) => Promise<void>
    }
    let settled = false
    const revalidation = handler.revalidateTag(['doc:pages:1']).then(() => (settled = true))
    await revalidationsSettled()
    expect(settled).toBe(true)
    await revalidation
  })
})

describe('the headers an answer leaves with', () => {
  const page = (extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders => ({
    'cache-control': isr,
    'x-nextjs-cache': 'HIT',
    [edgeTagsHeader]: 'doc:pages:3,collection:pages,global:header',
    ...extra,
  })

  it('a cached public page: its tags and the locale of its path, kept a day by shared caches, not by browsers', () => {
    expect(edgeCacheHeaders(200, '/en/about', page(), purged)).toEqual({
      set: {
        'cache-tag': 'doc:pages:3,collection:pages,global:header,locale:en',
        'surrogate-key': 'doc:pages:3 collection:pages global:header locale:en',
        'cache-control': 'public, max-age=0, s-maxage=86400, stale-if-error=86400',
      },
      remove: [edgeTagsHeader],
    })
    expect(
      edgeCacheHeaders(200, '/de', page({ 'x-nextjs-cache': 'MISS' }), purged).set,
    ).toMatchObject({
      'cache-tag': 'doc:pages:3,collection:pages,global:header,locale:de-CH',
      'cache-control': 'public, max-age=0, s-maxage=86400, stale-if-error=86400',
    })
    // A page another server rendered: Next answers from the shared cache without Cache-Control.
    expect(
      edgeCacheHeaders(200, '/en/about', page({ 'cache-control': undefined }), purged).set,
    ).toMatchObject({
      'cache-tag': 'doc:pages:3,collection:pages,global:header,locale:en',
      'cache-control': 'public, max-age=0, s-maxage=86400, stale-if-error=86400',
    })
    // Next renews a stale page in the background; no change has expired it (that would be a miss).
    expect(
      edgeCacheHeaders(200, '/de', page({ 'x-nextjs-cache': 'STALE' }), purged).set[
        'cache-control'
      ],
    ).toBe('public, max-age=0, s-maxage=86400, stale-if-error=86400')
    // Not modified: the copy a cache asked about with its ETag after a purge is kept another day.
    expect(edgeCacheHeaders(304, '/de', page(), purged).set['cache-control']).toBe(
      'public, max-age=0, s-maxage=86400, stale-if-error=86400',
    )
    // The sitemap shows both languages: no locale tag.
    expect(edgeCacheHeaders(200, '/sitemap.xml', page(), purged).set['cache-tag']).toBe(
      'doc:pages:3,collection:pages,global:header',
    )
    expect(edgeCacheHeaders(200, '/end', page(), { purged: true, maxAge: 600 }).set).toMatchObject({
      'cache-control': 'public, max-age=0, s-maxage=600, stale-if-error=600',
    })
  })

  it('without a purge, untagged or not 200, a shared cache keeps it a second at most', () => {
    const short = 'public, max-age=0, s-maxage=1'
    expect(
      edgeCacheHeaders(200, '/de', page(), { purged: false, maxAge: 86_400 }).set,
    ).toMatchObject({
      'cache-tag': 'doc:pages:3,collection:pages,global:header,locale:de-CH',
      'cache-control': short,
    })
    const untagged = edgeCacheHeaders(200, '/de', page({ [edgeTagsHeader]: undefined }), purged)
    expect(untagged.set).toEqual({ 'cache-control': short })
    expect(edgeCacheHeaders(404, '/de/nichts', page(), purged).set['cache-control']).toBe(short)
  })

  it('a private answer, one that sets a cookie, or one Next did not mean to share, is left as it is', () => {
    for (const headers of [
      page({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      page({ 'cache-control': 'no-store' }),
      page({ 'set-cookie': ['session=1; Path=/'] }),
      page({ 'cache-control': undefined, 'x-nextjs-cache': undefined }),
      page({ 'cache-control': 'public, max-age=31536000, immutable' }),
    ])
      expect(edgeCacheHeaders(200, '/de/control', headers, purged)).toEqual({
        set: {},
        remove: [edgeTagsHeader],
      })
  })

  it("a copy the server's page cache sends again keeps its tags, but a shared cache keeps it a second only", () => {
    // It may be older than a change made through another server, whose purge went out already.
    const sent = {
      'cache-control': 'public, max-age=0, s-maxage=86400, stale-if-error=86400',
      'cache-tag': 'doc:pages:3,locale:de-CH',
      'surrogate-key': 'doc:pages:3 locale:de-CH',
      'x-nextjs-cache': 'HIT',
    }
    expect(edgeCacheHeaders(200, '/de', sent, purged)).toEqual({
      set: { 'cache-control': 'public, max-age=0, s-maxage=1' },
      remove: [edgeTagsHeader],
    })
  })
})

describe("the server's hook", () => {
  let server: Server
  let base: string

  beforeAll(async () => {
    process.env.CDN_PURGE = 'http'
    process.env.CDN_HTTP_URL = 'http://127.0.0.1:9/purge'
    process.env.CDN_HTTP_SECRET = 'relay-secret'
    server = createServer((req, res) => {
      edgeHeaders(req, res)
      const tags = { [edgeTagsHeader]: 'doc:posts:5,collection:posts' }
      if (req.url === '/en/blog/set-headers') {
        // As Next answers: headers set one by one, sent with the first write.
        res.setHeader('cache-control', isr)
        res.setHeader('x-nextjs-cache', 'HIT')
        res.setHeader(edgeTagsHeader, tags[edgeTagsHeader])
        res.end('post')
      } else if (req.url === '/en/blog/write-head') {
        // As the page cache sends a kept copy: all headers given to writeHead.
        res.writeHead(200, { 'cache-control': isr, 'x-nextjs-cache': 'HIT', ...tags })
        res.end('post')
      } else {
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
        res.setHeader(edgeTagsHeader, 'doc:customers:1')
        res.end('control')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    delete process.env.CDN_PURGE
  })

  it('sets the tags and caching headers of a public page, however its headers were written', async () => {
    for (const path of ['/en/blog/set-headers', '/en/blog/write-head']) {
      const response = await fetch(`${base}${path}`)
      expect(await response.text()).toBe('post')
      expect(response.headers.get('cache-tag'), path).toBe('doc:posts:5,collection:posts,locale:en')
      expect(response.headers.get('surrogate-key'), path).toBe(
        'doc:posts:5 collection:posts locale:en',
      )
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=0, s-maxage=86400, stale-if-error=86400',
      )
      expect(response.headers.get(edgeTagsHeader), path).toBeNull()
    }
  })

  it('leaves a private page private, without tags', async () => {
    const response = await fetch(`${base}/en/control`)
    expect(response.headers.get('cache-control')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    )
    expect(response.headers.get('cache-tag')).toBeNull()
    expect(response.headers.get('surrogate-key')).toBeNull()
    expect(response.headers.get(edgeTagsHeader)).toBeNull()
  })
})
