import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { purgeEdges } from '@/cache/purge/edges'
import { purgeTags } from '@/cache/purge/task'
import { metrics } from '@/observability/metrics'
import { signatureHeader, timestampHeader, verifySignature } from '@/security/signature'

import { startFakeCdn, type FakeCdn } from '../helpers/cdn'
import { sample } from '../helpers/metrics'

/**
 * The purge adapters of CDN_PURGE (src/cache/purge/edges.ts), each against a real HTTP server on
 * 127.0.0.1 standing in for Varnish, Fastly's and Cloudflare's APIs and a relay: the request each
 * sends, and what a purge does when one of them fails.
 */
let cdn: FakeCdn
const secret = 'relay-secret-0123456789'

beforeAll(async () => {
  cdn = await startFakeCdn()
  Object.assign(process.env, {
    CDN_PURGE: 'varnish, fastly, cloudflare, http',
    CDN_VARNISH_URLS: `${cdn.url}/varnish-1/,${cdn.url}/varnish-2/`,
    CDN_FASTLY_API_URL: `${cdn.url}/fastly/`,
    CDN_FASTLY_SERVICE_ID: 'service-1',
    CDN_FASTLY_TOKEN: 'fastly-token',
    CDN_CLOUDFLARE_API_URL: `${cdn.url}/cloudflare`,
    CDN_CLOUDFLARE_ZONE_ID: 'zone-1',
    CDN_CLOUDFLARE_TOKEN: 'cloudflare-token',
    CDN_HTTP_URL: `${cdn.url}/relay`,
    CDN_HTTP_SECRET: secret,
  })
})

afterAll(async () => {
  await cdn?.stop()
})

beforeEach(() => {
  cdn.received.length = 0
})

const requestTo = (prefix: string) => {
  const found = cdn.received.filter((request) => request.path.startsWith(prefix))
  expect(found, prefix).toHaveLength(1)
  return found[0]!
}

describe('purge adapters', () => {
  it('one edge per Varnish server and one per CDN, named without their tokens', () => {
    const edges = purgeEdges()
    expect(edges.map((edge) => edge.kind)).toEqual([
      'varnish',
      'varnish',
      'fastly',
      'cloudflare',
      'http',
    ])
    expect(edges.map((edge) => edge.name).join(' ')).not.toMatch(/token|secret/)
  })

  it('sends each cache the request its API expects', async () => {
    await purgeTags(['doc:pages:7', 'collection:pages'])
    expect(cdn.received).toHaveLength(5)

    for (const path of ['/varnish-1/', '/varnish-2/']) {
      const varnish = requestTo(path)
      expect(varnish.method).toBe('PURGE')
      expect(varnish.path).toBe(path)
      expect(varnish.headers['xkey-purge']).toBe('doc:pages:7 collection:pages')
    }

    const fastly = requestTo('/fastly')
    expect(fastly).toMatchObject({ method: 'POST', path: '/fastly/service/service-1/purge' })
    expect(fastly.headers).toMatchObject({
      'fastly-key': 'fastly-token',
      'surrogate-key': 'doc:pages:7 collection:pages',
      'fastly-soft-purge': '1',
    })

    const cloudflare = requestTo('/cloudflare')
    expect(cloudflare).toMatchObject({
      method: 'POST',
      path: '/cloudflare/zones/zone-1/purge_cache',
    })
    expect(cloudflare.headers).toMatchObject({
      authorization: 'Bearer cloudflare-token',
      'content-type': 'application/json',
    })
    expect(JSON.parse(cloudflare.body)).toEqual({ tags: ['doc:pages:7', 'collection:pages'] })

    const relay = requestTo('/relay')
    expect(relay.method).toBe('POST')
    expect(JSON.parse(relay.body)).toEqual({ tags: ['doc:pages:7', 'collection:pages'] })
    const signed = {
      timestamp: String(relay.headers[timestampHeader]),
      signature: String(relay.headers[signatureHeader]),
    }
    expect(verifySignature(relay.body, signed, secret)).toEqual({ ok: true })
    expect(verifySignature(relay.body, signed, 'another-secret').ok).toBe(false)
    expect(verifySignature(relay.body.replace('7', '8'), signed, secret).ok).toBe(false)
  })

  it('sends Cloudflare at most 30 tags a request', async () => {
    const tags = Array.from({ length: 31 }, (_, n) => `doc:posts:${n}`)
    await purgeTags(tags)
    const requests = cdn.received.filter((request) => request.path.startsWith('/cloudflare'))
    expect(requests.map((request) => JSON.parse(request.body).tags.length)).toEqual([30, 1])
  })

  it('a cache that fails is named in the error, the others are purged all the same; each is counted and timed', async () => {
    const before = await metrics().registry.metrics()
    cdn.answerWith('/varnish-2/', { status: 500 })
    cdn.answerWith('/cloudflare', { status: 200, body: { success: false } })
    await expect(purgeTags(['global:footer'])).rejects.toThrow(
      /global:footer failed: .*varnish 127\.0\.0\.1:\d+ answered 500.*cloudflare zone-1 did not confirm/,
    )
    expect(cdn.received).toHaveLength(5)
    const after = await metrics().registry.metrics()
    const delta = (labels: Record<string, string>) =>
      sample(after, 'unbound_cdn_purges_total', labels) -
      sample(before, 'unbound_cdn_purges_total', labels)
    expect(delta({ edge: 'varnish', result: 'sent' })).toBe(1)
    expect(delta({ edge: 'varnish', result: 'failed' })).toBe(1)
    expect(delta({ edge: 'cloudflare', result: 'failed' })).toBe(1)
    expect(delta({ edge: 'fastly', result: 'sent' })).toBe(1)
    expect(
      sample(after, 'unbound_cdn_purge_duration_seconds_count', { edge: 'varnish' }) -
        sample(before, 'unbound_cdn_purge_duration_seconds_count', { edge: 'varnish' }),
    ).toBe(2)
  })

  it('a cache that cannot be reached fails the purge too', async () => {
    const closed = await startFakeCdn()
    await closed.stop()
    process.env.CDN_VARNISH_URLS = `${closed.url}/`
    try {
      await expect(purgeTags(['global:header'])).rejects.toThrow(
        /varnish 127\.0\.0\.1:\d+: connect ECONNREFUSED/,
      )
    } finally {
      process.env.CDN_VARNISH_URLS = `${cdn.url}/varnish-1/,${cdn.url}/varnish-2/`
    }
  })
})
