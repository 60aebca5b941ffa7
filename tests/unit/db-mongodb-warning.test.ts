import { afterEach, describe, expect, it, vi } from 'vitest'

import { databaseAdapterFor, mongoWarning } from '@/db/adapter'

describe('a MongoDB database', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is configured with one warning naming what it lacks, once per process', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    await databaseAdapterFor('file:./data/unbound.db')
    expect(warn).not.toHaveBeenCalled()

    await databaseAdapterFor('mongodb://127.0.0.1:27017/unbound')
    await databaseAdapterFor('mongodb://127.0.0.1:27017/unbound')
    expect(warn.mock.calls).toEqual([[mongoWarning]])
    expect(mongoWarning).toMatch(/experimental/)
    expect(mongoWarning).toMatch(/no test/)
    expect(mongoWarning).toMatch(/atomic claim/)
    expect(mongoWarning).toMatch(/backup leaves it out/)
  })
})
