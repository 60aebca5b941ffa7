import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findMediaUses } from '@/collections/Media/usage'
import type { User } from '@/payload-types'

import { paragraph } from '../helpers/lexical'
import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
let payload: Payload
let rest: (typeof import('../helpers/http'))['rest']
let graphql: (typeof import('../helpers/http'))['graphql']
let editor: User & { collection: 'users' }
let editorToken = ''
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'media-usage-'))

const png = async () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer()

async function image(name: string) {
  const data = await png()
  return payload.create({
    collection: 'media',
    locale: 'de-CH',
    data: { alt: `Bild ${name}` },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
  })
}

/** A rich-text value with one upload node pointing at media `id`. */
function withUpload(id: number) {
  const value = paragraph('Mit Bild')
  value.root.children.push({
    type: 'upload',
    version: 3,
    relationTo: 'media',
    value: id,
    fields: null,
    format: '',
  } as never)
  return value
}

const stillStored = async (id: number, filename: string) => {
  const count = await payload.count({ collection: 'media', where: { id: { equals: id } } })
  return count.totalDocs === 1 && existsSync(path.join(mediaDir, filename))
}

beforeAll(async () => {
  app = await startPayload({ MEDIA_DIR: mediaDir })
  payload = app.payload
  ;({ rest, graphql } = await import('../helpers/http'))
  const email = 'editor@unbound.example'
  const password = 'editor-password-1'
  editor = {
    ...(await payload.create({
      collection: 'users',
      data: { email, password, role: 'editor' },
    })),
    collection: 'users',
  }
  editorToken = (await payload.login({ collection: 'users', data: { email, password } })).token!
})

afterAll(async () => {
  await app?.stop()
  rmSync(mediaDir, { recursive: true, force: true })
})

describe('media in use', () => {
  it('finds a hero image and an upload node in rich text, and refuses to delete them', async () => {
    const hero = await image('hero')
    const inline = await image('inline')
    await payload.create({
      collection: 'posts',
      locale: 'de-CH',
      draft: true,
      data: {
        title: 'Lancierung',
        excerpt: 'Kurz',
        heroImage: hero.id,
        content: paragraph('Text'),
        _status: 'draft',
      } as never,
    })
    await payload.create({
      collection: 'posts',
      locale: 'de-CH',
      draft: true,
      data: {
        title: 'Mit Bild im Text',
        excerpt: 'Kurz',
        content: withUpload(inline.id),
        _status: 'draft',
      } as never,
    })

    const heroUses = await findMediaUses(payload, hero.id)
    expect(heroUses.map((use) => [use.slug, use.title])).toEqual([['posts', 'Lancierung']])
    expect((await findMediaUses(payload, inline.id)).map((use) => use.title)).toEqual([
      'Mit Bild im Text',
    ])

    // Over REST, in German: 409 naming the post, and the file stays.
    const refused = await rest('DELETE', `/api/media/${hero.id}`, {
      token: editorToken,
      headers: { 'Accept-Language': 'de' },
    })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain('«Lancierung»')
    expect(refused.text).toContain('wird noch verwendet')
    expect(await stillStored(hero.id, hero.filename!)).toBe(true)

    // Bulk delete over REST refuses it too.
    const bulk = await rest('DELETE', `/api/media?where[id][equals]=${inline.id}`, {
      token: editorToken,
    })
    expect(bulk.json.docs ?? []).toEqual([])
    expect(await stillStored(inline.id, inline.filename!)).toBe(true)

    // GraphQL: an error, nothing deleted.
    const viaGraphql = await graphql(`mutation { deleteMedia(id: ${hero.id}) { id } }`, {
      token: editorToken,
    })
    expect(viaGraphql.json.errors?.[0]?.message).toContain('Lancierung')
    expect(viaGraphql.json.data?.deleteMedia ?? null).toBeNull()
    expect(await stillStored(hero.id, hero.filename!)).toBe(true)

    // Local API as the editor.
    await expect(
      payload.delete({ collection: 'media', id: inline.id, user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 409 })
    expect(await stillStored(inline.id, inline.filename!)).toBe(true)
  })

  it('deletes a file nothing uses', async () => {
    const unused = await image('unused')
    expect(await findMediaUses(payload, unused.id)).toEqual([])
    const deleted = await rest('DELETE', `/api/media/${unused.id}`, { token: editorToken })
    expect(deleted.status).toBe(200)
    expect(await stillStored(unused.id, unused.filename!)).toBe(false)
    expect(existsSync(path.join(mediaDir, unused.filename!))).toBe(false)
  })
})
