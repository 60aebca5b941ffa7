import { describe, expect, it, vi } from 'vitest'

type Channel = typeof import('@/cache/frontCacheChannel')

/** A fresh instance of the module, as a second module graph in the same process loads it. */
async function loadChannel(): Promise<Channel> {
  vi.resetModules()
  return import('@/cache/frontCacheChannel')
}

describe('the channel from the app to the page cache in front of Next', () => {
  it('reaches a page cache registered through another instance of the module', async () => {
    // The server's module graph registers, the one of Next's route bundles clears.
    const server = await loadChannel()
    const app = await loadChannel()
    expect(app).not.toBe(server)
    const clear = vi.fn()
    const unregister = server.registerFrontCache(clear)
    try {
      app.clearFrontCache()
      expect(clear).toHaveBeenCalledTimes(1)
    } finally {
      unregister()
    }
  })

  it('clears every registered cache, and none after it unregistered', async () => {
    const channel = await loadChannel()
    const first = vi.fn()
    const second = vi.fn()
    const unregisterFirst = channel.registerFrontCache(first)
    const unregisterSecond = channel.registerFrontCache(second)
    channel.clearFrontCache()
    unregisterFirst()
    channel.clearFrontCache()
    unregisterSecond()
    channel.clearFrontCache()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })

  it('does nothing in a process without a page cache', async () => {
    const channel = await loadChannel()
    expect(() => channel.clearFrontCache()).not.toThrow()
  })
})
