import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pageCacheKeyPrefix, sharedCacheConfig } from '@/cache/sharedCache.mjs'

describe('the page cache', () => {
  it("without REDIS_URL: no handler, Next's own file-system cache and memory cache", () => {
    expect(sharedCacheConfig({})).toEqual({})
    expect(sharedCacheConfig({ REDIS_URL: '  ' })).toEqual({})
  })

  it('with REDIS_URL: the Redis handler by absolute path, no copies in memory', () => {
    const config = sharedCacheConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(config.cacheMaxMemorySize).toBe(0)
    expect(path.isAbsolute(config.cacheHandler!)).toBe(true)
    expect(config.cacheHandler!.endsWith(path.join('src', 'cache', 'handler.mjs'))).toBe(true)
    expect(existsSync(config.cacheHandler!)).toBe(true)
  })

  it("keys live under the deployment's prefix", () => {
    expect(pageCacheKeyPrefix({})).toBe('unbound:next:')
    expect(pageCacheKeyPrefix({ REDIS_KEY_PREFIX: 'shop-a:' })).toBe('shop-a:next:')
  })
})
