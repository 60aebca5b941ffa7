import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedis, type TestRedis } from '../helpers/redis'

/**
 * The cache handler Next loads with REDIS_URL (src/cache/handler.mjs), against a real
 * redis-server: entries land under the deployment's prefix, a tag revalidation removes them for
 * every reader of that Redis, and with Redis gone reads miss (the page is rendered) and writes
 * are dropped without failing the request.
 */
type Handler = {
  get: (key: string, ctx: { kind: 'FETCH'; softTags: string[] }) => Promise<unknown>
  set: (key: string, value: unknown, ctx: { tags: string[]; revalidate: number }) => Promise<void>
  revalidateTag: (tags: string | string[]) => Promise<void>
}

let redis: TestRedis
let raw: Redis
let handler: Handler

const entry = (text: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: text, status: 200 },
  revalidate: 3600,
})
const fetchCtx = (softTags: string[] = []) => ({ kind: 'FETCH' as const, softTags })

beforeAll(async () => {
  redis = await startRedis()
  process.env.REDIS_URL = redis.url
  process.env.REDIS_KEY_PREFIX = 'cache-test:'
  raw = new Redis(redis.url)
  const { default: CacheHandler } = await import('@/cache/handler.mjs')
  const distDir = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1')
  const serverDistDir = path.join(distDir, 'server')
  mkdirSync(serverDistDir)
  handler = new CacheHandler({ serverDistDir, dev: false } as never) as unknown as Handler
  // The handler connects on first use; until then it skips Redis as it does when Redis is down.
  for (let attempt = 0; attempt < 100; attempt++) {
    await handler.set('warm-up', entry('warm-up'), { tags: [], revalidate: 3600 })
    if (await raw.exists('cache-test:next:build-1:warm-up')) return
    await sleep(50)
  }
  throw new Error('the handler never wrote to Redis')
})

afterAll(async () => {
  raw?.disconnect()
  await redis?.stop()
  delete process.env.REDIS_URL
  delete process.env.REDIS_KEY_PREFIX
})

describe('the shared page cache', () => {
  it("stores an entry under REDIS_KEY_PREFIX + 'next:' + the build id, with its tags", async () => {
    await handler.set('entry-1', entry('first'), { tags: ['doc:pages:1'], revalidate: 3600 })
    expect(await raw.exists('cache-test:next:build-1:entry-1')).toBe(1)
    expect(await handler.get('entry-1', fetchCtx())).toMatchObject({
      value: { data: { body: 'first' } },
      tags: ['doc:pages:1'],
    })
  })

  it('revalidating a tag removes every entry that carries it, and only those', async () => {
    await handler.set('entry-2', entry('tagged'), { tags: ['collection:posts'], revalidate: 3600 })
    await handler.set('entry-3', entry('other'), { tags: ['collection:pages'], revalidate: 3600 })
    await handler.revalidateTag('collection:posts')
    expect(await raw.exists('cache-test:next:build-1:entry-2')).toBe(0)
    expect(await handler.get('entry-2', fetchCtx())).toBeNull()
    expect(await handler.get('entry-3', fetchCtx())).not.toBeNull()
  })

  it('a revalidated path (implicit tag) is recorded in Redis, so every server treats its entries as stale', async () => {
    await handler.set('entry-4', entry('page'), { tags: [], revalidate: 3600 })
    expect(await handler.get('entry-4', fetchCtx(['_N_T_/de/kontakt']))).not.toBeNull()
    // Revalidations count from the millisecond after an entry was written.
    await sleep(5)
    await handler.revalidateTag('_N_T_/de/kontakt')
    expect(
      await raw.hget('cache-test:next:build-1:__revalidated_tags__', '_N_T_/de/kontakt'),
    ).toBeTruthy()
    expect(await handler.get('entry-4', fetchCtx(['_N_T_/de/kontakt']))).toBeNull()
  })

  it('a route handler (feed, sitemap) is tagged from its x-next-cache-tags header: a tag or its path revalidates it', async () => {
    const feed = (body: string) => ({
      kind: 'APP_ROUTE',
      status: 200,
      body: Buffer.from(body),
      headers: { 'x-next-cache-tags': '_N_T_/de/blog/feed.xml,collection:posts' },
    })
    // Next passes no tags for route handlers; they are only in the header.
    await handler.set('/de/blog/feed.xml', feed('<rss/>'), { tags: [], revalidate: 3600 })
    expect(await handler.get('/de/blog/feed.xml', fetchCtx())).toMatchObject({
      tags: ['_N_T_/de/blog/feed.xml', 'collection:posts'],
    })
    await handler.revalidateTag('collection:posts')
    expect(await handler.get('/de/blog/feed.xml', fetchCtx())).toBeNull()

    await handler.set('/de/blog/feed.xml', feed('<rss/>'), { tags: [], revalidate: 3600 })
    await sleep(5)
    await handler.revalidateTag('_N_T_/de/blog/feed.xml')
    // Without the path among the tags Next passes on reading.
    expect(await handler.get('/de/blog/feed.xml', fetchCtx())).toBeNull()
  })

  it('with Redis down, reads miss and writes and revalidations do not throw', async () => {
    await redis.stop()
    await expect(handler.get('entry-3', fetchCtx())).resolves.toBeNull()
    await expect(
      handler.set('entry-5', entry('lost'), { tags: ['doc:pages:5'], revalidate: 3600 }),
    ).resolves.toBeUndefined()
    await expect(handler.revalidateTag('doc:pages:5')).resolves.toBeUndefined()
  })
})
