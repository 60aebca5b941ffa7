import { describe, expect, it } from 'vitest'

import { loadMessages, mergeMessages } from '@/i18n/messages'

describe('message catalogues', () => {
  it('merges so that the primary language wins and missing keys fall back', () => {
    const merged = mergeMessages(
      { a: { b: 'fallback b', c: 'fallback c' } },
      { a: { b: 'primary b' } },
    )
    expect(merged).toEqual({ a: { b: 'primary b', c: 'fallback c' } })
  })

  it('loads the exact fixed labels per locale', async () => {
    const de = (await loadMessages('de-CH')) as { common: { errors: Record<string, string> } }
    const en = (await loadMessages('en')) as { common: { errors: Record<string, string> } }
    expect(de.common.errors.client).toBe('Auf dem Client ist ein Fehler aufgetreten.')
    expect(en.common.errors.server).toBe('An error occurred on the server.')
    expect(en.common.errors.dataClientFallback).toBe('Error message not found.')
  })
})
