import { describe, expect, it } from 'vitest'

import { verifiedRevalidation } from '@/cache/forward'
import { collectionTag, docTag, globalTag, siteSettingsTag } from '@/cache/tags'
import { signatureHeader, signPayload, timestampHeader } from '@/security/signature'

const secret = 'unit-test-secret-0123456789abcdef'
const now = Date.UTC(2026, 10, 24, 12) / 1000
const sign = (body: string) => {
  const headers = signPayload(body, secret, now)
  return { timestamp: headers[timestampHeader], signature: headers[signatureHeader] }
}
const body = (tags: unknown) => JSON.stringify({ paths: [], tags, reason: 'test' })

describe('cache tags', () => {
  it('name a document, a collection and a global, without a locale', () => {
    expect(docTag('posts', 12)).toBe('doc:posts:12')
    expect(collectionTag('case-studies')).toBe('collection:case-studies')
    expect(globalTag('header')).toBe('global:header')
    expect(siteSettingsTag).toBe('global:site-settings')
  })

  it('travel in signed revalidation requests', () => {
    const request = body([docTag('posts', 12), collectionTag('posts')])
    expect(verifiedRevalidation(request, sign(request), secret, now)).toEqual({
      paths: [],
      tags: ['doc:posts:12', 'collection:posts'],
      reason: 'test',
    })
  })

  it('refuses tags that are not tag names, too many, or not a list', () => {
    for (const tags of [['doc:posts:1', 'a b'], ['x'.repeat(201)], 'doc:posts:1', [1]]) {
      const request = body(tags)
      expect(verifiedRevalidation(request, sign(request), secret, now)).toBeNull()
    }
    const many = body(Array.from({ length: 201 }, (_, i) => docTag('posts', i)))
    expect(verifiedRevalidation(many, sign(many), secret, now)).toBeNull()
  })
})
