import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startProxy, type Proxy } from '../../tools/cluster/proxy'
import { send } from '../helpers/cluster/client'
import { clusterPort } from '../helpers/cluster/ports'

/**
 * The edge cache of deploy/nginx/edge.conf in Debian's nginx, in front of a stand-in server that
 * answers with the headers each case needs and counts what reaches it. What is cached is answered
 * by nginx alone the second time; everything else reaches the server every time.
 */
let upstream: http.Server
let proxy: Proxy
const hits = new Map<string, number>()

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://x')
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1)
    const cacheControl = url.searchParams.get('cc') ?? 's-maxage=3600, stale-while-revalidate=60'
    response.setHeader('cache-control', cacheControl)
    if (url.searchParams.has('cookie')) response.setHeader('set-cookie', 'seen=1; Path=/')
    response.end(`answer ${hits.get(url.pathname)} for ${url.pathname}`)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const { port } = upstream.address() as AddressInfo
  proxy = await startProxy({
    dir: path.resolve(import.meta.dirname, '../.tmp/cluster-edge'),
    port: clusterPort() + 9,
    upstreams: [`127.0.0.1:${port}`],
  })
})

afterAll(async () => {
  await proxy?.stop()
  await new Promise((resolve) => upstream?.close(resolve))
})

const twice = async (path: string, headers: Record<string, string> = {}) => {
  const first = await send(`${proxy.url}${path}`, { headers })
  const second = await send(`${proxy.url}${path}`, { headers })
  return { first, second, reached: hits.get(path.split('?')[0]!) ?? 0 }
}

describe('the edge cache (deploy/nginx/edge.conf)', () => {
  it('answers a public page from its cache the second time', async () => {
    const { second } = await twice('/en/public')
    // HIT, or (when the second is more than a second late) the kept copy while it is refreshed.
    expect(['HIT', 'UPDATING', 'STALE']).toContain(second.headers['x-cache-status'])
    expect(second.text).toBe('answer 1 for /en/public')
  })

  it('never keeps an answer that sets a cookie, is private or says nothing', async () => {
    for (const [path, query] of [
      ['/en/with-cookie', '?cookie=1'],
      ['/en/private', '?cc=private%2C%20no-cache%2C%20no-store%2C%20max-age%3D0'],
      ['/en/no-max-age', '?cc=public'],
    ] as const) {
      const { second, reached } = await twice(`${path}${query}`)
      expect(second.headers['x-cache-status'], path).not.toBe('HIT')
      expect(reached, path).toBe(2)
    }
  })

  it('never answers a logged-in request from the cache, nor stores its answer', async () => {
    await twice('/en/shared')
    const requests: Record<string, string>[] = [
      { cookie: 'payload-token=abc' },
      { cookie: 'theme=dark; payload-token=abc' },
      { cookie: '__prerender_bypass=1' },
      { authorization: 'JWT abc' },
    ]
    for (const headers of requests) {
      const before = hits.get('/en/shared')!
      const answer = await send(`${proxy.url}/en/shared`, { headers })
      expect(answer.headers['x-cache-status'], JSON.stringify(headers)).toBe('BYPASS')
      expect(hits.get('/en/shared')).toBe(before + 1)
    }
    // The shared copy is still the anonymous one.
    expect((await send(`${proxy.url}/en/shared`)).text).toBe('answer 1 for /en/shared')
  })

  it('passes the admin, the APIs and the control area (both languages) through every time', async () => {
    for (const path of [
      '/admin',
      '/admin/collections/pages',
      '/api/pages',
      '/en/control',
      '/de/control/organisations',
    ]) {
      const { first, second, reached } = await twice(path)
      expect(first.headers['x-cache-status'], path).toBeUndefined()
      expect(second.headers['x-cache-status'], path).toBeUndefined()
      expect(reached, path).toBe(2)
    }
  })
})
