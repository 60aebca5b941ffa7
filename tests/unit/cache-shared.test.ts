import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  incrementalCacheConfig,
  memoryCacheBounds,
  pageCacheKeyPrefix,
} from '@/cache/sharedCache.mjs'

type Handler = {
  get: (key: string, ctx: { kind: string; softTags: string[] }) => Promise<unknown>
  set: (key: string, value: unknown, ctx: { tags: string[]; revalidate: number }) => Promise<void>
}

describe('the page cache', () => {
  it('the handler by absolute path, no second copy in Next’s memory', () => {
    const config = incrementalCacheConfig()
    expect(config.cacheMaxMemorySize).toBe(0)
    expect(path.isAbsolute(config.cacheHandler)).toBe(true)
    expect(config.cacheHandler.endsWith(path.join('src', 'cache', 'handler.mjs'))).toBe(true)
    expect(existsSync(config.cacheHandler)).toBe(true)
  })

  it("keys live under the deployment's prefix", () => {
    expect(pageCacheKeyPrefix({})).toBe('unbound:next:')
    expect(pageCacheKeyPrefix({ REDIS_KEY_PREFIX: 'shop-a:' })).toBe('shop-a:next:')
  })

  it('the memory cache is bounded in entries and bytes, both settable', () => {
    expect(memoryCacheBounds({})).toEqual({ maxEntries: 2000, maxBytes: 64 * 1024 * 1024 })
    expect(memoryCacheBounds({ NEXT_CACHE_MAX_ENTRIES: '10', NEXT_CACHE_MAX_MB: '8' })).toEqual({
      maxEntries: 10,
      maxBytes: 8 * 1024 * 1024,
    })
    expect(memoryCacheBounds({ NEXT_CACHE_MAX_ENTRIES: 'many', NEXT_CACHE_MAX_MB: '-1' })).toEqual(
      memoryCacheBounds({}),
    )
  })
})

describe('the handler without Redis', async () => {
  delete process.env.REDIS_URL
  process.env.NEXT_CACHE_MAX_ENTRIES = '20'
  const { default: CacheHandler } = await import('@/cache/handler.mjs')
  const distDir = mkdtempSync(path.join(tmpdir(), 'memory-cache-'))
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1')
  const serverDistDir = path.join(distDir, 'server')
  mkdirSync(serverDistDir)
  const handler = new CacheHandler({ serverDistDir, dev: false } as never) as unknown as Handler
  const page = (status: number, html: string) => ({
    kind: 'APP_PAGE',
    status,
    html,
    rscData: Buffer.from(html),
    headers: {},
    postponed: undefined,
    segmentData: new Map(),
  })
  const ctx = { kind: 'APP_PAGE', softTags: [] }

  it('stores a page, in memory only: nothing is written to the build directory', async () => {
    await handler.set('/de/kontakt', page(200, '<p>Kontakt</p>'), { tags: [], revalidate: 3600 })
    expect(await handler.get('/de/kontakt', ctx)).toMatchObject({ value: { status: 200 } })
    expect(readdirSync(serverDistDir)).toEqual([])
  })

  it('an answer 404 (a path that matches no document) is not stored', async () => {
    await handler.set('/de/gibt-es-nicht', page(404, '<p>Nicht gefunden</p>'), {
      tags: [],
      revalidate: 3600,
    })
    expect(await handler.get('/de/gibt-es-nicht', ctx)).toBeNull()
  })

  it('holds at most NEXT_CACHE_MAX_ENTRIES entries, dropping the least recently used', async () => {
    for (let n = 0; n < 30; n++)
      await handler.set(`/de/seite-${n}`, page(200, `<p>${n}</p>`), { tags: [], revalidate: 3600 })
    expect(await handler.get('/de/seite-0', ctx)).toBeNull()
    expect(await handler.get('/de/seite-29', ctx)).not.toBeNull()
  })
})
