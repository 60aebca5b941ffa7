import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompressStaticAssets } from '@/server/precompress'
import { staticAssetHandler } from '@/server/staticAssets'

const script = `console.log(${JSON.stringify('unbound '.repeat(400))})\n`

describe('static assets: precompressed at build time, sent with the best encoding the client takes', () => {
  let dir: string
  let server: http.Server
  let base: string

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'))
    mkdirSync(path.join(dir, 'chunks'))
    writeFileSync(path.join(dir, 'chunks/app.js'), script)
    writeFileSync(path.join(dir, 'chunks/font.woff2'), Buffer.from([1, 2, 3]))
    expect(await precompressStaticAssets(dir)).toBe(1)

    const assets = staticAssetHandler(dir)
    server = http.createServer((req, res) =>
      assets(req, res, () => {
        res.statusCode = 299
        res.end(`next:${req.url}`)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (pathname: string, encoding: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request(
          `${base}${pathname}`,
          { method, headers: { 'accept-encoding': encoding } },
          (res) => {
            const parts: Buffer[] = []
            res.on('data', (part: Buffer) => parts.push(part))
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(parts),
              }),
            )
          },
        )
        req.on('error', reject)
        req.end()
      },
    )

  it('sends the brotli file to a browser that accepts it, cached for a year, not sniffed', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'gzip, deflate, br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable')
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['content-security-policy']).toBeUndefined()
    expect(answer.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('sends gzip without brotli, and the plain file without either', async () => {
    const gzip = await get('/_next/static/chunks/app.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)

    const plain = await get('/_next/static/chunks/app.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('leaves binary files uncompressed and hands everything else to Next', async () => {
    const font = await get('/_next/static/chunks/font.woff2', 'br')
    expect(font.status).toBe(200)
    expect(font.headers['content-encoding']).toBeUndefined()

    for (const pathname of ['/_next/static/chunks/missing.js', '/en', '/_next/image?url=x']) {
      const answer = await get(pathname, 'br')
      expect(answer.status).toBe(299)
      expect(answer.body.toString()).toBe(`next:${pathname}`)
    }
    const post = await get('/_next/static/chunks/app.js', 'br', 'POST')
    expect(post.body.toString()).toBe('next:/_next/static/chunks/app.js')
  })
})
