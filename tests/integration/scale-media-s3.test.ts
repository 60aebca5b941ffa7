import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { uploadDir } from '@/infra/storageSettings'
import { downloadPolicy, svgPolicy } from '@/security/fileResponses'

import { startPayload, type TestPayload } from '../helpers/payload'
import { startS3, type TestS3 } from '../helpers/s3'

/**
 * Media in an S3 bucket (s3rver on 127.0.0.1, reached through @payloadcms/storage-s3): uploads,
 * resized variants, serving through the REST route, deletion and readiness.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'unbound-s3-test-'))
// Never created: with S3 configured nothing may be written to the media directory.
const mediaDir = path.join(scratch, 'media')
const base = 'http://127.0.0.1:3000'

let s3: TestS3
let ctx: TestPayload
let bucket: S3Client
let route: typeof import('@/app/(payload)/api/[...slug]/route')
let ready: () => Promise<Response>
let editorToken: string
let adminToken: string
let customerToken: string

const slugOf = (pathname: string) => ({
  params: Promise.resolve({
    slug: pathname
      .replace(/^\/api\//, '')
      .split('?')[0]
      .split('/'),
  }),
})

async function upload(
  name: string,
  type: string,
  bytes: Uint8Array<ArrayBuffer> | string,
  token: string,
  data: Record<string, unknown> = {},
) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name, ...data }))
  const request = new Request(`${base}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  const response = await route.POST(request, slugOf('/api/media'))
  return { status: response.status, json: await response.json() }
}

async function fetchFile(url: string) {
  const pathname = url.replace(/^https?:\/\/[^/]+/, '')
  const response = await route.GET(new Request(`${base}${pathname}`), slugOf(pathname))
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

async function objectKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}

async function objectBytes(key: string): Promise<Uint8Array> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return object.Body!.transformToByteArray()
}

// Large enough for both image sizes (card 640 wide, og 1200×630): smaller originals get none.
const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1300, height: 700, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer(),
  )
const plainSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>'

const readiness = async () => {
  const response = await ready()
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  s3 = await startS3()
  ctx = await startPayload({ ...s3.env, MEDIA_DIR: mediaDir })
  route = await import('@/app/(payload)/api/[...slug]/route')
  ;({ GET: ready } = await import('@/app/(payload)/api/ready/route'))
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    },
  })
  const { payload } = ctx
  await payload.create({
    collection: 'users',
    data: { email: 'editor@unbound.example', password: 'editor-password-1', role: 'editor' },
  })
  editorToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'editor@unbound.example', password: 'editor-password-1' },
    })
  ).token!
  await payload.create({
    collection: 'users',
    data: { email: 'admin@unbound.example', password: 'admin-password-1', role: 'admin' },
  })
  adminToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'admin@unbound.example', password: 'admin-password-1' },
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
  bucket?.destroy()
  await ctx?.stop()
  await s3?.remove()
  rmSync(scratch, { recursive: true, force: true })
})

describe('media on S3', () => {
  it('stores an upload and its resized variants in the bucket, nothing on disk', async () => {
    const bytes = await png()
    const result = await upload('harbour.png', 'image/png', bytes, editorToken)
    expect(result.status).toBe(201)
    const { filename, sizes } = result.json.doc
    expect(sizes.card.filename).toBeTruthy()
    expect(sizes.og.filename).toBeTruthy()

    expect(await objectKeys()).toEqual(
      [filename, sizes.card.filename, sizes.og.filename].map((name) => `media/${name}`).sort(),
    )
    expect(await objectBytes(`media/${filename}`)).toEqual(bytes)
    expect(existsSync(mediaDir)).toBe(false)
  })

  it('serves the original and the variants from the bucket with the file headers', async () => {
    const doc = (
      await ctx.payload.find({ collection: 'media', where: { alt: { equals: 'harbour.png' } } })
    ).docs[0]!
    const original = await fetchFile(doc.url!)
    expect(original.response.status).toBe(200)
    expect(original.response.headers.get('content-type')).toBe('image/png')
    expect(original.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(original.response.headers.get('content-disposition')).toBeNull()
    expect(original.bytes).toEqual(await objectBytes(`media/${doc.filename}`))

    // The card keeps the upload's format; the Open Graph size is always a JPEG.
    for (const [size, type] of [
      [doc.sizes!.card!, 'image/png'],
      [doc.sizes!.og!, 'image/jpeg'],
    ] as const) {
      const variant = await fetchFile(size.url!)
      expect(variant.response.status).toBe(200)
      expect(variant.response.headers.get('content-type')).toBe(type)
      expect(variant.response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(variant.bytes).toEqual(await objectBytes(`media/${size.filename}`))
      expect((await sharp(variant.bytes).metadata()).width).toBe(size.width)
    }
  })

  it('serves an SVG from the bucket under the script-free policy', async () => {
    const result = await upload('mark.svg', 'image/svg+xml', plainSvg, editorToken)
    expect(result.status).toBe(201)
    const { response } = await fetchFile(result.json.doc.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toBe(svgPolicy)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    await ctx.payload.delete({ collection: 'media', id: result.json.doc.id })
  })

  it('still refuses what is not an image, and uploads by customers, storing nothing', async () => {
    const before = await objectKeys()
    const fake = await upload('note.png', 'image/png', '<note>hello</note>', editorToken)
    expect(fake.status).toBe(400)
    const byCustomer = await upload('photo.png', 'image/png', await png(), customerToken)
    expect(byCustomer.status).toBe(403)
    expect(await objectKeys()).toEqual(before)
    expect((await ctx.payload.count({ collection: 'media' })).totalDocs).toBe(1)
  })

  it('keeps a prefix chosen by the uploader inside the media prefix', async () => {
    const result = await upload('escape.png', 'image/png', await png(), editorToken, {
      prefix: '../exports',
    })
    expect(result.status).toBe(201)
    const keys = await objectKeys()
    expect(keys.filter((key) => key.includes('escape'))).not.toHaveLength(0)
    for (const key of keys) expect(key).toMatch(/^media\//)
    await ctx.payload.delete({ collection: 'media', id: result.json.doc.id })
    expect((await objectKeys()).filter((key) => key.includes('escape'))).toEqual([])
  })

  it('removes the object and its variants when the document is deleted', async () => {
    const doc = (
      await ctx.payload.find({ collection: 'media', where: { alt: { equals: 'harbour.png' } } })
    ).docs[0]!
    const request = new Request(`${base}/api/media/${doc.id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${editorToken}` },
    })
    const response = await route.DELETE(request, slugOf(`/api/media/${doc.id}`))
    expect(response.status).toBe(200)
    expect(await objectKeys()).toEqual([])
    // No document names the file any more: Payload's file route refuses it before asking S3.
    expect((await fetchFile(doc.url!)).response.status).toBe(403)
  })
})

describe('exports on S3', () => {
  it('stores an export under its own prefix and serves it to admins only, as a download', async () => {
    const content = 'name,email\nAda Lovelace,ada@example.com\n'
    const exported = await ctx.payload.create({
      collection: 'exports',
      data: { name: 'leads', collectionSlug: 'form-submissions', format: 'csv' } as never,
      file: {
        data: Buffer.from(content),
        mimetype: 'text/csv',
        name: 'leads.csv',
        size: content.length,
      },
      overrideAccess: true,
    })
    expect(await objectKeys()).toEqual([`exports/${exported.filename}`])
    expect(existsSync(path.join(uploadDir('exports'), exported.filename!))).toBe(false)

    const url = `/api/exports/file/${exported.filename}`
    const anonymous = await fetchFile(url)
    expect([401, 403]).toContain(anonymous.response.status)
    expect(new TextDecoder().decode(anonymous.bytes)).not.toContain('ada@example.com')
    const request = new Request(`${base}${url}`, {
      headers: { Authorization: `JWT ${editorToken}` },
    })
    const byEditor = await route.GET(request, slugOf(url))
    expect(byEditor.status).toBe(403)
    expect(await byEditor.text()).not.toContain('ada@example.com')

    const byAdmin = await route.GET(
      new Request(`${base}${url}`, { headers: { Authorization: `JWT ${adminToken}` } }),
      slugOf(url),
    )
    expect(byAdmin.status).toBe(200)
    expect(byAdmin.headers.get('content-disposition')).toBe('attachment')
    expect(byAdmin.headers.get('content-security-policy')).toBe(downloadPolicy)
    expect(byAdmin.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await byAdmin.text()).toBe(content)

    await ctx.payload.delete({ collection: 'exports', id: exported.id, overrideAccess: true })
    expect(await objectKeys()).toEqual([])
  })
})

describe('GET /api/ready with S3 configured', () => {
  it('answers 200 while the bucket answers', async () => {
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('answers 503 with a reason, naming no endpoint or bucket, while the S3 server is down', async () => {
    await s3.stop()
    const result = await readiness()
    expect(result).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'media storage unreachable' },
    })
    expect(JSON.stringify(result.body)).not.toContain('127.0.0.1')
    expect(JSON.stringify(result.body)).not.toContain(s3.bucket)
  })

  it('answers 200 again once the S3 server is back', async () => {
    await s3.restart()
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ok' } })
  })
})
