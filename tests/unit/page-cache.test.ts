import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { clearFrontCache } from '@/cache/frontCacheChannel'
import { pageCache, pageCacheTtlMsFromEnv } from '@/server/pageCache'

type Answer = {
  status?: number
  headers?: Record<string, string>
  chunks?: string[] | ((req: http.IncomingMessage) => string[])
}

/**
 * The page cache in front of a stand-in for Next that answers what each test tells it and counts
 * how often it was asked: a request the cache answers never reaches it.
 */
describe('page cache in front of Next', () => {
  let server: http.Server
  let base: string
  let upstreamCalls = 0
  let answer: Answer = {}
  let version = 0

  beforeAll(async () => {
    const cache = pageCache({ ttlMs: 60_000, maxBytes: 1 << 20, maxEntries: 50 })
    server = http.createServer((req, res) =>
      cache(req, res, () => {
        upstreamCalls += 1
        res.statusCode = answer.status ?? 200
        for (const [name, value] of Object.entries(
          answer.headers ?? { 'x-nextjs-cache': 'HIT', 'content-type': 'text/html' },
        ))
          res.setHeader(name, value)
        const chunks =
          typeof answer.chunks === 'function'
            ? answer.chunks(req)
            : (answer.chunks ?? [`<p>version ${version}`, ` of ${req.url}</p>`])
        for (const chunk of chunks.slice(0, -1)) res.write(chunk)
        res.end(chunks.at(-1))
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise((resolve) => server.close(resolve)))

  beforeEach(() => {
    clearFrontCache()
    upstreamCalls = 0
    answer = {}
    version += 1
  })

  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`${base}${path}`, { method, headers, redirect: 'manual' })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }

  it('answers a page Next served from its cache again without asking Next', async () => {
    const first = await get('/en/blog/a', { 'accept-encoding': 'br' })
    const second = await get('/en/blog/a', { 'accept-encoding': 'br' })
    expect(upstreamCalls).toBe(1)
    expect(second.status).toBe(200)
    expect(second.body).toBe(first.body)
    expect(second.body).toBe(`<p>version ${version} of /en/blog/a</p>`)
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(second.body)))
  })

  it('keeps a copy per path and per accepted encodings', async () => {
    await get('/en', { 'accept-encoding': 'br' })
    await get('/en', { 'accept-encoding': 'gzip' })
    await get('/en/blog', { 'accept-encoding': 'br' })
    await get('/en', { 'accept-encoding': 'gzip' })
    expect(upstreamCalls).toBe(3)
  })

  it('a query string on a page takes no copy of its own (Next caches the page once per path)', async () => {
    await get('/en/blog', { 'accept-encoding': 'br' })
    for (let n = 0; n < 20; n++) await get(`/en/blog?utm=${n}`, { 'accept-encoding': 'br' })
    expect(upstreamCalls).toBe(1)
  })

  it("Next's own files keep their query (the image optimiser answers per query)", async () => {
    await get('/_next/image?url=%2Fa.png&w=64')
    await get('/_next/image?url=%2Fa.png&w=128')
    await get('/_next/image?url=%2Fa.png&w=64')
    expect(upstreamCalls).toBe(2)
  })

  it('holds at most maxEntries answers: the least recently used go first', async () => {
    for (let n = 0; n < 60; n++) await get(`/en/page-${n}`)
    upstreamCalls = 0
    await get('/en/page-0')
    await get('/en/page-59')
    expect(upstreamCalls).toBe(1)
  })

  it('stores a 404 from the cache, but nothing else Next answered', async () => {
    answer = { status: 404 }
    await get('/en/missing')
    await get('/en/missing')
    expect(upstreamCalls).toBe(1)

    const refused: Answer[] = [
      { headers: { 'x-nextjs-cache': 'MISS' } },
      { headers: { 'x-nextjs-cache': 'STALE' } },
      { headers: {} },
      { headers: { 'x-nextjs-cache': 'HIT', 'set-cookie': 'a=b' } },
      { headers: { 'x-nextjs-cache': 'HIT', 'cache-control': 'private, no-cache' } },
      { headers: { 'x-nextjs-cache': 'HIT', 'cache-control': 'no-store' } },
      { status: 500 },
      { status: 307, headers: { 'x-nextjs-cache': 'HIT', location: '/de' } },
      { headers: { 'x-nextjs-cache': 'HIT', vary: 'Accept-Language' } },
      { headers: { 'x-nextjs-cache': 'HIT', vary: '*' } },
    ]
    for (const [index, refusedAnswer] of refused.entries()) {
      answer = refusedAnswer
      upstreamCalls = 0
      await get(`/en/refused-${index}`, {}, 'GET')
      await get(`/en/refused-${index}`, {}, 'GET')
      expect(upstreamCalls, JSON.stringify(refusedAnswer)).toBe(2)
    }
  })

  it('sends requests that may get another answer to Next every time', async () => {
    await get('/en/about')
    const bypassing: Array<[Record<string, string>, string]> = [
      [{ rsc: '1' }, 'GET'],
      [{ 'next-router-prefetch': '1' }, 'GET'],
      [{ 'next-router-state-tree': '%5B%5D' }, 'GET'],
      [{ 'next-router-segment-prefetch': '/_tree' }, 'GET'],
      [{ 'next-url': '/en' }, 'GET'],
      [{ 'if-none-match': '"abc"' }, 'GET'],
      [{ range: 'bytes=0-10' }, 'GET'],
      [{ cookie: 'NEXT_LOCALE=en; __prerender_bypass=1234' }, 'GET'],
      [{}, 'HEAD'],
      [{}, 'POST'],
    ]
    for (const [headers, method] of bypassing) {
      upstreamCalls = 0
      await get('/en/about', headers, method)
      expect(upstreamCalls, `${method} ${JSON.stringify(headers)}`).toBe(1)
    }
    upstreamCalls = 0
    await get('/en/about', { cookie: 'NEXT_LOCALE=en' })
    expect(upstreamCalls).toBe(0)
  })

  it('stores pages that vary only on the router headers and the accepted encodings', async () => {
    answer = {
      headers: {
        'x-nextjs-cache': 'HIT',
        vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
      },
    }
    await get('/en/services', { 'accept-encoding': 'gzip' })
    answer.headers!.vary += ', next-url, Accept-Encoding'
    await get('/en/pricing', { 'accept-encoding': 'gzip' })
    await get('/en/services', { 'accept-encoding': 'gzip' })
    await get('/en/pricing', { 'accept-encoding': 'gzip' })
    expect(upstreamCalls).toBe(2)
  })

  it('does not give an image optimised for one client (Vary: Accept) to another', async () => {
    // Next's image optimiser answers AVIF or WebP by the Accept header, from its own cache.
    answer = {
      headers: { 'x-nextjs-cache': 'HIT', vary: 'Accept' },
      chunks: (req) => [String(req.headers.accept).includes('image/avif') ? 'AVIF' : 'WebP'],
    }
    const image = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.jpg&w=640&q=75'
    const encodings = { 'accept-encoding': 'gzip, deflate, br' }
    const avif = await get(image, { ...encodings, accept: 'image/avif,image/webp,*/*' })
    const webp = await get(image, { ...encodings, accept: 'image/webp,*/*' })
    expect(avif.body).toBe('AVIF')
    expect(webp.body).toBe('WebP')
    expect(upstreamCalls).toBe(2)
  })

  it('is emptied by a revalidation in the same process', async () => {
    const before = await get('/de/kontakt')
    version += 1
    clearFrontCache()
    const after = await get('/de/kontakt')
    expect(upstreamCalls).toBe(2)
    expect(after.body).not.toBe(before.body)
  })

  it('asks Next again once a copy is older than its time to live', async () => {
    const shortLived = pageCache({ ttlMs: 30, maxBytes: 1 << 20, maxEntries: 50 })
    let calls = 0
    const local = http.createServer((req, res) =>
      shortLived(req, res, () => {
        calls += 1
        res.setHeader('x-nextjs-cache', 'HIT')
        res.end('page')
      }),
    )
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}/en`
    await (await fetch(url)).text()
    await (await fetch(url)).text()
    expect(calls).toBe(1)
    await sleep(80)
    await (await fetch(url)).text()
    expect(calls).toBe(2)
    await new Promise((resolve) => local.close(resolve))
  })

  it('reads PAGE_CACHE_TTL_MS: 1 s by default, 0 turns it off, anything else stops the start', () => {
    expect(pageCacheTtlMsFromEnv({})).toBe(1000)
    expect(pageCacheTtlMsFromEnv({ PAGE_CACHE_TTL_MS: '0' })).toBe(0)
    expect(pageCacheTtlMsFromEnv({ PAGE_CACHE_TTL_MS: ' 2500 ' })).toBe(2500)
    expect(() => pageCacheTtlMsFromEnv({ PAGE_CACHE_TTL_MS: '1s' })).toThrow(/PAGE_CACHE_TTL_MS/)
  })
})

/**
 * The 404 page of paths that show no document, kept once per language: the stand-in for the
 * app's answer says that paths with a "missing" segment show nothing.
 */
describe('page cache: one 404 page per language', () => {
  let server: http.Server
  let base: string
  let rendered: string[] = []
  let lookups: string[] = []
  type NotFoundAnswer = { status: number; headers?: Record<string, string> }
  let answer: NotFoundAnswer

  beforeAll(async () => {
    const cache = pageCache({
      ttlMs: 60_000,
      maxBytes: 1 << 20,
      maxEntries: 50,
      unknownPathLanguage: async (pathname) => {
        lookups.push(pathname)
        return /\/missing/.test(pathname) ? pathname.split('/')[1]! : null
      },
    })
    server = http.createServer((req, res) =>
      cache(req, res, () => {
        rendered.push(req.url!)
        res.statusCode = answer.status
        for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value)
        res.end(`<p>${res.statusCode} rendered for ${req.url}</p>`)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise((resolve) => server.close(resolve)))

  beforeEach(() => {
    clearFrontCache()
    rendered = []
    lookups = []
    answer = { status: 404, headers: { 'x-nextjs-cache': 'MISS' } }
  })

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }

  it('renders the 404 page once per language and encodings, for any number of unknown paths', async () => {
    const first = await get('/de/missing-1')
    const others = [
      await get('/de/missing-2/deeper'),
      await get('/de/missing-3?ref=scan'),
      await get('/de/missing-1'),
    ]
    expect(rendered).toEqual(['/de/missing-1'])
    for (const other of others) {
      expect(other.status).toBe(404)
      expect(other.body).toBe(first.body)
      expect(other.headers.get('content-length')).toBe(String(Buffer.byteLength(first.body)))
    }
    await get('/en/missing-4')
    await get('/en/missing-5')
    await get('/de/missing-6', { 'accept-encoding': 'gzip' })
    expect(rendered).toEqual(['/de/missing-1', '/en/missing-4', '/de/missing-6'])
  })

  it('keeps no 404 that differs per visitor, and no other answer, for unknown paths', async () => {
    const refusals: NotFoundAnswer[] = [
      { status: 404, headers: { 'set-cookie': 'a=b' } },
      { status: 404, headers: { 'cache-control': 'private, no-store' } },
      { status: 200 },
      { status: 500 },
    ]
    for (const refused of refusals) {
      answer = refused
      rendered = []
      await get('/de/missing-a')
      await get('/de/missing-b')
      expect(rendered, JSON.stringify(refused)).toEqual(['/de/missing-a', '/de/missing-b'])
    }
  })

  it('asks about a path Next answered with a page only once, and keeps pages per path as before', async () => {
    answer = { status: 200, headers: { 'x-nextjs-cache': 'HIT' } }
    await get('/de/ueber-uns')
    await get('/de/ueber-uns')
    clearFrontCache()
    await get('/de/ueber-uns')
    expect(lookups).toEqual(['/de/ueber-uns'])
    expect(rendered).toEqual(['/de/ueber-uns', '/de/ueber-uns'])
  })

  it('a revalidation empties the 404 page too', async () => {
    await get('/en/missing-1')
    clearFrontCache()
    await get('/en/missing-2')
    expect(rendered).toEqual(['/en/missing-1', '/en/missing-2'])
  })

  it('sends draft and router requests for unknown paths to Next without asking', async () => {
    await get('/en/missing-1')
    await get('/en/missing-2', { rsc: '1' })
    await get('/en/missing-3', { cookie: '__prerender_bypass=1' })
    expect(lookups).toEqual(['/en/missing-1'])
    expect(rendered).toEqual(['/en/missing-1', '/en/missing-2', '/en/missing-3'])
  })
})
