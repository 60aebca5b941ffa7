import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminListHref } from '@/admin/dashboard/links'

const payload = { config: { routes: { admin: '/admin' } } } as unknown as Payload

describe('admin list links of the dashboard', () => {
  it('encodes a nested where the way the admin list reads it back', () => {
    const href = adminListHref(payload, 'form-submissions', {
      and: [{ form: { equals: 3 } }, { status: { equals: 'new' } }],
    })
    const [path, query] = href.split('?')
    expect(path).toBe('/admin/collections/form-submissions')
    expect(query.split('&').map(decodeURIComponent)).toEqual([
      'where[and][0][form][equals]=3',
      'where[and][1][status][equals]=new',
    ])
  })

  it('escapes values', () => {
    const href = adminListHref(payload, 'customers', { email: { equals: 'a&b@example.com' } })
    expect(href).toContain('=a%26b%40example.com')
  })
})
