import { createRequire } from 'node:module'

import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { describe, expect, it } from 'vitest'

import { downloadPolicy, svgPolicy, withFileHeaders } from '@/security/fileResponses'

import nextConfig from '../../next.config.mjs'

const require = createRequire(import.meta.url)
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match') as {
  getPathMatch: (source: string, options: object) => (pathname: string) => false | object
}
const { modifyRouteRegex } = require('next/dist/lib/redirect-status') as {
  modifyRouteRegex: (regex: string) => string
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/**
 * The headers a client receives: Next sets the matching header rules of next.config.mjs first
 * (matched as its router does), then copies a route handler's header only where none is set yet.
 */
async function headersReceived(
  pathname: string,
  fromHandler: Headers,
): Promise<Map<string, string>> {
  // The build turns these rules into its routes manifest.
  const rules = (await (await nextConfig(PHASE_PRODUCTION_BUILD)).headers!()) as HeaderRule[]
  const sent = new Map<string, string>()
  for (const rule of rules) {
    const match = getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: modifyRouteRegex,
    })
    if (match(pathname))
      for (const { key, value } of rule.headers) sent.set(key.toLowerCase(), value)
  }
  fromHandler.forEach((value, key) => {
    if (!sent.has(key)) sent.set(key, value)
  })
  return sent
}

const served = (type: string) =>
  withFileHeaders(new Response('x', { headers: { 'Content-Type': type } })).headers

describe('headers of served upload files', () => {
  it('keep the file policy: the site-wide policy does not replace it', async () => {
    const svg = await headersReceived('/api/media/file/mark.svg', served('image/svg+xml'))
    expect(svg.get('content-security-policy')).toBe(svgPolicy)
    expect(svg.get('x-content-type-options')).toBe('nosniff')

    const csv = await headersReceived('/api/exports/file/submissions.csv', served('text/csv'))
    expect(csv.get('content-security-policy')).toBe(downloadPolicy)
    expect(csv.get('content-disposition')).toBe('attachment')
    expect(csv.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('leave the site-wide policy on every other path', async () => {
    for (const pathname of [
      '/',
      '/en',
      '/de-CH/blog/some-post',
      '/api/media',
      '/api/graphql',
      '/admin',
      '/api/media/files',
    ]) {
      const sent = await headersReceived(pathname, new Headers())
      expect(sent.get('content-security-policy'), pathname).toMatch(/^default-src 'self'/)
    }
  })

  it('show only raster images inline', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']) {
      expect(served(type).get('content-disposition'), type).toBeNull()
      expect(served(type).get('x-content-type-options'), type).toBe('nosniff')
    }
    for (const type of [
      'text/html',
      'application/xml',
      'text/xml',
      'application/json',
      'application/pdf',
      'image/x-icon',
      '',
    ]) {
      expect(served(type).get('content-disposition'), type).toBe('attachment')
      expect(served(type).get('content-security-policy'), type).toBe(downloadPolicy)
    }
  })
})
