import { describe, expect, it } from 'vitest'

import { routeGroup, routeGroups } from '@/observability/routeGroup'

describe('route groups of requests (the label of unbound_http_*)', () => {
  it.each([
    ['/', 'site'],
    ['/de', 'site'],
    ['/en/blog/some-post?page=2', 'site'],
    ['/de/erfolgsgeschichten/acme', 'site'],
    ['/de/suche?q=control', 'site'],
    ['/en/control', 'control'],
    ['/de/control/organisations/42/instances/new', 'control'],
    ['/en/login?next=%2Fen%2Fcontrol', 'control'],
    ['/de/reset-password?token=abc', 'control'],
    ['/en/verify?token=abc', 'control'],
    ['/de/signup', 'control'],
    ['/admin', 'admin'],
    ['/admin/collections/pages/3', 'admin'],
    ['/api/graphql', 'graphql'],
    ['/api/graphql?op=x', 'graphql'],
    ['/api/graphql-playground', 'graphql'],
    ['/api/pages?where[slug][equals]=x', 'rest'],
    ['/api/users/login', 'rest'],
    ['/api/health', 'health'],
    ['/api/ready', 'health'],
    ['/api/media/file/photo.jpg', 'static'],
    ['/icon.svg', 'static'],
    ['/robots.txt', 'static'],
    ['/sitemap.xml', 'static'],
    ['/_next/static/chunks/main.js', 'next'],
    ['/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75', 'next'],
    ['/next/preview?secret=x', 'other'],
    ['/metrics', 'other'],
    ['/wp-login.php', 'other'],
    ['/deutsch/control', 'other'],
    ['/controlroom', 'other'],
  ])('%s → %s', (url, group) => {
    expect(routeGroup(url)).toBe(group)
  })

  it('stays within the fixed list whatever is asked (no path becomes a label)', () => {
    const asked = [
      undefined,
      '',
      '//evil.example/x',
      '/de/control-panel',
      '/%2e%2e/admin',
      `/${'a'.repeat(5000)}`,
      '/en/blog/x#frag',
    ]
    for (const url of asked) expect(routeGroups).toContain(routeGroup(url))
    expect(routeGroup('/de/control-panel')).toBe('site')
  })
})
