import { afterEach, describe, expect, it, vi } from 'vitest'

import { orNull } from '@/data/fallback'

const failing = () => Promise.reject(new Error('database is gone'))

describe('error policy of readers a page can do without', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('passes a successful read through, null included', async () => {
    expect(await orNull('test value', async () => ({ brandName: 'Unbound' }))).toEqual({
      brandName: 'Unbound',
    })
    expect(await orNull('test nothing', async () => null)).toBeNull()
  })

  it('turns a failed read into null and logs it once until a read succeeds again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await orNull('test settings', failing)).toBeNull()
    expect(await orNull('test settings', failing)).toBeNull()
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[0])).toContain('database is gone')

    expect(await orNull('test other data', failing)).toBeNull()
    expect(logged).toHaveBeenCalledTimes(2)

    expect(await orNull('test settings', async () => 'back')).toBe('back')
    expect(await orNull('test settings', failing)).toBeNull()
    expect(logged).toHaveBeenCalledTimes(3)
  })
})
