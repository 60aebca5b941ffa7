import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { StartupError } from '@/config/startupError'
import { clientAddress, prepareClientAddress, proxyTrustFromEnv } from '@/security/clientAddress'
import { maxKeys, rateLimit, rateLimitKeyCount, resetRateLimits } from '@/security/rateLimit'

/**
 * A real node:http server running the production server's request preparation; each request
 * answers with what the app would see: the headers after preparation and clientAddress() of them.
 */
async function serverWith(env: Record<string, string>) {
  const trust = proxyTrustFromEnv(env)
  const server = http.createServer((req, res) => {
    prepareClientAddress(req, trust)
    const headers = new Headers(req.headers as Record<string, string>)
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        address: clientAddress(headers),
        xff: req.headers['x-forwarded-for'] ?? null,
        xRealIp: req.headers['x-real-ip'] ?? null,
        forwarded: req.headers.forwarded ?? null,
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const send = async (headers: Record<string, string>) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers })
    return (await response.json()) as {
      address: string
      xff: string | null
      xRealIp: string | null
      forwarded: string | null
    }
  }
  return { send, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const forged = {
  'x-forwarded-for': '198.51.100.1, 198.51.100.2',
  'x-real-ip': '198.51.100.3',
  forwarded: 'for=198.51.100.4;proto=https',
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('the client address is the socket peer unless proxies are trusted', () => {
  it('ignores forged X-Forwarded-For, X-Real-IP and Forwarded by default (TRUSTED_PROXY_HOPS=0)', async () => {
    const server = await serverWith({})
    close = server.close
    for (let i = 0; i < 3; i++) {
      const seen = await server.send({ ...forged, 'x-forwarded-for': `203.0.113.${i}` })
      expect(seen).toEqual({
        address: '127.0.0.1',
        xff: '127.0.0.1',
        xRealIp: null,
        forwarded: null,
      })
    }
    expect((await server.send(forged)).address).toBe('127.0.0.1')
  })

  it('with TRUSTED_PROXY_HOPS=1 takes the entry the proxy (the socket peer) appended', async () => {
    const server = await serverWith({ TRUSTED_PROXY_HOPS: '1' })
    close = server.close
    expect(await server.send({ ...forged, 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toEqual({
      address: '203.0.113.7',
      xff: '203.0.113.7',
      xRealIp: null,
      forwarded: null,
    })
    // Without a header the proxy's own address is all there is.
    expect((await server.send({})).address).toBe('127.0.0.1')
  })

  it('with TRUSTED_PROXY_HOPS=2 walks two entries back', async () => {
    const server = await serverWith({ TRUSTED_PROXY_HOPS: '2' })
    close = server.close
    expect(
      (await server.send({ 'x-forwarded-for': '6.6.6.6, 203.0.113.8, 10.0.0.2' })).address,
    ).toBe('203.0.113.8')
  })

  it('with TRUSTED_PROXIES trusts only the listed addresses', async () => {
    const trusted = await serverWith({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' })
    close = trusted.close
    expect(
      (await trusted.send({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3' })).address,
    ).toBe('203.0.113.9')
    await trusted.close()
    const other = await serverWith({ TRUSTED_PROXIES: '192.0.2.1' })
    close = other.close
    expect((await other.send({ 'x-forwarded-for': '203.0.113.9' })).address).toBe('127.0.0.1')
  })

  it('refuses a setting it cannot use', () => {
    expect(() => proxyTrustFromEnv({ TRUSTED_PROXY_HOPS: 'one' })).toThrow(StartupError)
    expect(() => proxyTrustFromEnv({ TRUSTED_PROXIES: 'not-an-address' })).toThrow(StartupError)
    expect(() =>
      proxyTrustFromEnv({ TRUSTED_PROXIES: '10.0.0.1', TRUSTED_PROXY_HOPS: '1' }),
    ).toThrow(StartupError)
  })
})

describe('clientAddress()', () => {
  it('strips a port and unwraps IPv4-mapped IPv6; no header is "unknown"', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.5:51234' }))).toBe(
      '203.0.113.5',
    )
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::ffff:203.0.113.5' }))).toBe(
      '203.0.113.5',
    )
    expect(clientAddress(new Headers({ 'x-forwarded-for': '[2001:db8::1]:443' }))).toBe(
      '2001:db8::1',
    )
    expect(clientAddress(new Headers())).toBe('unknown')
    expect(clientAddress(undefined)).toBe('unknown')
  })
})

describe('rate-limit memory is bounded', () => {
  it(`keeps at most ${maxKeys} counters, evicting the oldest`, async () => {
    resetRateLimits()
    for (let i = 0; i < maxKeys + 500; i++)
      await rateLimit({ key: `flood:${i}`, limit: 1, windowMs: 60_000 })
    expect(rateLimitKeyCount()).toBe(maxKeys)
    // The newest counter survived, the oldest was evicted.
    expect(
      (await rateLimit({ key: `flood:${maxKeys + 499}`, limit: 1, windowMs: 60_000 })).ok,
    ).toBe(false)
    expect((await rateLimit({ key: 'flood:0', limit: 1, windowMs: 60_000 })).ok).toBe(true)
    resetRateLimits()
  })
})
