import { describe, expect, it } from 'vitest'

import { verifiedRevalidation } from '@/cache/forward'
import { signatureHeader, signPayload, timestampHeader } from '@/security/signature'

const secret = 'unit-test-secret-0123456789abcdef'
const now = Date.UTC(2026, 10, 24, 12) / 1000
const sign = (body: string, at = now) => {
  const headers = signPayload(body, secret, at)
  return { timestamp: headers[timestampHeader], signature: headers[signatureHeader] }
}
const body = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ paths: ['/de/blog/x'], reason: 'test', ...fields })

describe('signed revalidation requests', () => {
  it('accepts a recent request signed with the secret', () => {
    const request = body()
    expect(verifiedRevalidation(request, sign(request), secret, now)).toEqual({
      paths: ['/de/blog/x'],
      reason: 'test',
    })
  })

  it('refuses a changed body, another secret, no secret and a missing signature', () => {
    const request = body()
    expect(verifiedRevalidation(body({ paths: ['/de'] }), sign(request), secret, now)).toBeNull()
    expect(verifiedRevalidation(request, sign(request), 'another-secret', now)).toBeNull()
    expect(verifiedRevalidation(request, sign(request), undefined, now)).toBeNull()
    expect(verifiedRevalidation(request, { timestamp: String(now) }, secret, now)).toBeNull()
  })

  it('refuses requests older than five minutes and paths that are not site paths', () => {
    const old = body()
    expect(verifiedRevalidation(old, sign(old, now - 6 * 60), secret, now)).toBeNull()
    const foreign = body({ paths: ['https://evil.example/'] })
    expect(verifiedRevalidation(foreign, sign(foreign), secret, now)).toBeNull()
  })
})
