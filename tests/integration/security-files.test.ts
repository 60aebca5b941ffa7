import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { symbols } from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { downloadPolicy, servingFilesSafely, svgPolicy } from '@/security/fileResponses'

import { startPayload, type TestPayload } from '../helpers/payload'

const mediaDir = mkdtempSync(path.join(tmpdir(), 'unbound-media-'))
let ctx: TestPayload
let route: typeof import('@/app/(payload)/api/[...slug]/route')
let staffToken: string
let customerToken: string

const base = 'http://127.0.0.1:3000'
const slugOf = (pathname: string) => ({
  params: Promise.resolve({
    slug: pathname
      .replace(/^\/api\//, '')
      .split('?')[0]
      .split('/'),
  }),
})

/** A multipart upload through the REST route module, as the admin's upload form sends it. */
async function upload(
  name: string,
  type: string,
  bytes: Uint8Array<ArrayBuffer> | string,
  token: string,
) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const request = new Request(`${base}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  const response = await route.POST(request, slugOf('/api/media'))
  return { status: response.status, json: await response.json() }
}

/** A GET of a served file through the REST route module (the handler Next serves at /api/*). */
async function fetchFile(url: string) {
  const response = await route.GET(new Request(`${base}${url}`), slugOf(url))
  await response.arrayBuffer()
  return response
}

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer(),
  )
const xml = '<?xml version="1.0"?><note><to>admin</to><body>hello</body></note>'
const scriptSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>'
const plainSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>'

const storedMedia = async () => (await ctx.payload.count({ collection: 'media' })).totalDocs

type LogLine = { level: string; msg?: string }

/** The lines the app's logger writes while `run` runs, as it writes them (JSON, before any pretty-printing). */
async function logLinesDuring(run: () => Promise<unknown>): Promise<LogLine[]> {
  const logger = ctx.payload.logger as unknown as Record<symbol, { write: (line: string) => void }>
  const stream = logger[symbols.streamSym]!
  const write = stream.write
  const lines: LogLine[] = []
  stream.write = function (line) {
    lines.push(JSON.parse(line) as LogLine)
    write.call(this, line)
  }
  try {
    await run()
  } finally {
    stream.write = write
  }
  return lines
}

beforeAll(async () => {
  ctx = await startPayload({ MEDIA_DIR: mediaDir, LOG_LEVEL: 'info' })
  route = await import('@/app/(payload)/api/[...slug]/route')
  const { payload } = ctx
  await payload.create({
    collection: 'users',
    data: { email: 'editor@unbound.example', password: 'editor-password-1', role: 'editor' },
  })
  staffToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'editor@unbound.example', password: 'editor-password-1' },
    })
  ).token!
  const customer = await payload.create({
    collection: 'customers',
    data: { email: 'shop@example.com', password: 'customer-password-1' },
    disableVerificationEmail: true,
  })
  await payload.update({ collection: 'customers', id: customer.id, data: { _verified: true } })
  customerToken = (
    await payload.login({
      collection: 'customers',
      data: { email: 'shop@example.com', password: 'customer-password-1' },
    })
  ).token!
})
afterAll(async () => {
  await ctx?.stop()
  rmSync(mediaDir, { recursive: true, force: true })
})

describe('media uploads accept images only', () => {
  it('refuses an XML document sent as application/xml', async () => {
    const result = await upload('note.xml', 'application/xml', xml, staffToken)
    expect(result.status).toBe(400)
    expect(await storedMedia()).toBe(0)
  })

  it('refuses an XML document renamed .png and claimed as image/png', async () => {
    const result = await upload('note.png', 'image/png', xml, staffToken)
    expect(result.status).toBe(400)
    expect(await storedMedia()).toBe(0)
  })

  it('refuses text that only claims to be a PNG', async () => {
    const result = await upload(
      'fake.png',
      'image/png',
      'just text pretending to be an image',
      staffToken,
    )
    expect(result.status).toBe(400)
    expect(await storedMedia()).toBe(0)
  })

  it('refuses an SVG that carries a script', async () => {
    const result = await upload('logo.svg', 'image/svg+xml', scriptSvg, staffToken)
    expect(result.status).toBe(400)
    expect(await storedMedia()).toBe(0)
    expect(readdirSync(mediaDir)).toEqual([])
  })

  it('refuses uploads by customers', async () => {
    const result = await upload('photo.png', 'image/png', await png(), customerToken)
    expect(result.status).toBe(403)
    expect(await storedMedia()).toBe(0)
  })
})

describe('served files', () => {
  it('serves a PNG inline, without sniffing', async () => {
    const result = await upload('photo.png', 'image/png', await png(), staffToken)
    expect(result.status).toBe(201)
    const response = await fetchFile(result.json.doc.url.replace(/^https?:\/\/[^/]+/, ''))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toBeNull()
  })

  it('serves an SVG under a policy that runs no script', async () => {
    const result = await upload('mark.svg', 'image/svg+xml', plainSvg, staffToken)
    expect(result.status).toBe(201)
    const response = await fetchFile(result.json.doc.url.replace(/^https?:\/\/[^/]+/, ''))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toBe(svgPolicy)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends every other file of any upload collection as a sandboxed download', async () => {
    // A stand-in for Payload's file handler of an upload collection that stores CSV, XML or HTML
    // (exports, imports, or one added later): the wrapper decides by path and type only.
    for (const [name, type] of [
      ['export.csv', 'text/csv'],
      ['note.xml', 'application/xml'],
      ['page.html', 'text/html; charset=utf-8'],
    ]) {
      const handler = servingFilesSafely(
        async () => new Response('<b>x</b>', { headers: { 'Content-Type': type } }),
      )
      const url = `/api/exports/file/${name}`
      const response = await handler(new Request(`${base}${url}`), slugOf(url))
      expect(response.headers.get('content-disposition'), name).toBe('attachment')
      expect(response.headers.get('content-security-policy'), name).toBe(downloadPolicy)
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff')
      expect(await response.text()).toBe('<b>x</b>')
    }
  })

  it('leaves other API responses alone', async () => {
    const handler = servingFilesSafely(async () => Response.json({ docs: [] }))
    const response = await handler(new Request(`${base}/api/media`), slugOf('/api/media'))
    expect(response.headers.get('content-disposition')).toBeNull()
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('answers a missing file without offering a download', async () => {
    const response = await fetchFile('/api/media/file/missing.xml')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.headers.get('content-disposition')).toBeNull()
    expect(response.headers.get('content-security-policy')).toBe(downloadPolicy)
  })
})

describe('a file name nobody stored', () => {
  it('is a 404 that writes no error line, whatever name a visitor makes up', async () => {
    for (const name of [
      'no-such-image.png',
      `${'x'.repeat(300)}.png`,
      'photo.png/secret.png',
      '%2e%2e%2fpayload.config.ts',
    ]) {
      let status = 0
      const lines = await logLinesDuring(async () => {
        status = (await fetchFile(`/api/media/file/${name}`)).status
      })
      expect(status, name).toBe(404)
      expect(
        lines.filter((line) => line.level === 'error' || line.level === 'fatal'),
        name,
      ).toEqual([])
    }
  })

  it('is still an error line when a stored file is gone from the disk (and a 404)', async () => {
    const result = await upload('gone.png', 'image/png', await png(), staffToken)
    expect(result.status).toBe(201)
    const { filename } = result.json.doc as { filename: string }
    rmSync(path.join(mediaDir, filename))
    let status = 0
    const lines = await logLinesDuring(async () => {
      status = (await fetchFile(`/api/media/file/${filename}`)).status
    })
    expect(status).toBe(404)
    const errors = lines.filter((line) => line.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]!.msg).toContain(filename)
  })
})
