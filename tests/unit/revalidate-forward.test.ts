import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { verifiedRevalidation } from '@/cache/forward'

const secret = 'unit-test-secret-0123456789abcdef'
const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex')
const now = Date.UTC(2026, 10, 24, 12)
const body = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ paths: ['/de/blog/x'], everything: false, reason: 'test', at: now, ...fields })

describe('signed revalidation requests', () => {
  it('accepts a recent request signed with the secret', () => {
    const request = body()
    expect(verifiedRevalidation(request, sign(request), secret, now)).toEqual({
      paths: ['/de/blog/x'],
      everything: false,
      reason: 'test',
    })
  })

  it('refuses a changed body, another secret, no secret and a missing signature', () => {
    const request = body()
    expect(verifiedRevalidation(body({ everything: true }), sign(request), secret, now)).toBeNull()
    expect(verifiedRevalidation(request, sign(request), 'another-secret', now)).toBeNull()
    expect(verifiedRevalidation(request, sign(request), undefined, now)).toBeNull()
    expect(verifiedRevalidation(request, null, secret, now)).toBeNull()
  })

  it('refuses requests older than five minutes and paths that are not site paths', () => {
    const old = body({ at: now - 6 * 60 * 1000 })
    expect(verifiedRevalidation(old, sign(old), secret, now)).toBeNull()
    const foreign = body({ paths: ['https://evil.example/'] })
    expect(verifiedRevalidation(foreign, sign(foreign), secret, now)).toBeNull()
  })
})
