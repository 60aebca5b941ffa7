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
  /** German and English as the admin asks for them: its language cookie or Accept-Language. */
  const german: Record<string, string>[] = [
    { Cookie: 'payload-lng=de' },
    { 'Accept-Language': 'de' },
  ]
  const english: Record<string, string>[] = [
    { Cookie: 'payload-lng=en' },
    { 'Accept-Language': 'en' },
  ]
  const germanMessage =
    /^Diese Datei wird noch verwendet und kann nicht gelöscht werden: .+\. Entfernen Sie sie zuerst dort\.$/
  const englishMessage =
    /^This file is still in use and cannot be deleted: .+\. Remove it there first\.$/

  /** The message of a refused REST request, whichever of Payload's answer shapes it has. */
  const refusal = (json: any): string => json?.errors?.[0]?.message ?? json?.message ?? ''

  let hero: Awaited<ReturnType<typeof image>>
  let inline: Awaited<ReturnType<typeof image>>

  beforeAll(async () => {
    hero = await image('hero')
    inline = await image('inline')
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
  })

  it('finds a hero image and an upload node in rich text', async () => {
    const heroUses = await findMediaUses(payload, hero.id)
    expect(heroUses.map((use) => [use.slug, use.title])).toEqual([['posts', 'Lancierung']])
    expect((await findMediaUses(payload, inline.id)).map((use) => use.title)).toEqual([
      'Mit Bild im Text',
    ])
  })

  it('REST: deleting one file answers 409 naming its places, in the admin language', async () => {
    for (const headers of german) {
      const refused = await rest('DELETE', `/api/media/${hero.id}`, { token: editorToken, headers })
      expect(refused.status).toBe(409)
      expect(refusal(refused.json)).toMatch(germanMessage)
      expect(refusal(refused.json)).toContain('Beitrag «Lancierung»')
    }
    for (const headers of english) {
      const refused = await rest('DELETE', `/api/media/${hero.id}`, { token: editorToken, headers })
      expect(refused.status).toBe(409)
      expect(refusal(refused.json)).toMatch(englishMessage)
      expect(refusal(refused.json)).toContain('“Lancierung”')
    }
    expect(await stillStored(hero.id, hero.filename!)).toBe(true)
  })

  it('REST: the bulk delete the admin list uses answers 409 in its own shape, with the same message', async () => {
    // The admin's list and its bulk actions delete by `where` (one id or several) and read
    // Payload's bulk answer: `docs` deleted, `errors` per document, `message` for the toast.
    const byWhere = [
      `/api/media?where[id][equals]=${inline.id}`,
      `/api/media?where[id][in][0]=${inline.id}`,
      `/api/media?where[and][0][id][in][0]=${inline.id}`,
    ]
    for (const [path, headers] of byWhere.flatMap((path) =>
      german.map((h) => [path, h] as const),
    )) {
      const refused = await rest('DELETE', path, { token: editorToken, headers })
      expect(refused.status, path).toBe(409)
      expect(refused.json.docs).toEqual([])
      expect(refused.json.message).toBe('1 von 1 Mediendatei konnte nicht gelöscht werden.')
      expect(refused.json.errors).toEqual([
        { id: inline.id, isPublic: true, message: expect.stringMatching(germanMessage) },
      ])
      expect(refusal(refused.json)).toContain('Beitrag «Mit Bild im Text»')
    }
    for (const headers of english) {
      const refused = await rest('DELETE', byWhere[0]!, { token: editorToken, headers })
      expect(refused.status).toBe(409)
      expect(refused.json.message).toBe('Unable to delete 1 out of 1 Media file.')
      expect(refusal(refused.json)).toMatch(englishMessage)
    }
    // Two files in use, one not: the whole request is refused, each used file named with its
    // places, nothing deleted.
    const unused = await image('spare')
    const three = await rest(
      'DELETE',
      `/api/media?where[id][in][0]=${hero.id}&where[id][in][1]=${inline.id}&where[id][in][2]=${unused.id}`,
      { token: editorToken, headers: german[0] },
    )
    expect(three.status).toBe(409)
    expect(three.json.message).toBe('3 von 3 Medien konnten nicht gelöscht werden.')
    expect(three.json.errors).toHaveLength(2)
    const messages = Object.fromEntries(
      three.json.errors.map((error: { id: number; message: string }) => [error.id, error.message]),
    )
    expect(messages[hero.id]).toMatch(germanMessage)
    expect(messages[hero.id]).toContain('Beitrag «Lancierung»')
    expect(messages[inline.id]).toContain('Beitrag «Mit Bild im Text»')
    for (const file of [hero, inline, unused])
      expect(await stillStored(file.id, file.filename!)).toBe(true)
  })

  it('GraphQL: an error with the message in the admin language, nothing deleted', async () => {
    for (const [headers, message] of [
      ...german.map((h) => [h, germanMessage] as const),
      ...english.map((h) => [h, englishMessage] as const),
    ]) {
      const viaGraphql = await graphql(`mutation { deleteMedia(id: ${hero.id}) { id } }`, {
        token: editorToken,
        headers,
      })
      expect(viaGraphql.json.errors?.[0]?.message).toMatch(message)
      expect(viaGraphql.json.errors?.[0]?.message).toContain('Lancierung')
      expect(viaGraphql.json.data?.deleteMedia ?? null).toBeNull()
    }
    expect(await stillStored(hero.id, hero.filename!)).toBe(true)
  })

  it('Local API: refuses by id and by where, as the editor and with full access', async () => {
    await expect(
      payload.delete({ collection: 'media', id: inline.id, user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(
      payload.delete({ collection: 'media', where: { id: { equals: hero.id } } }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('Lancierung') })
    await expect(
      payload.delete({ collection: 'media', where: { id: { in: [hero.id, inline.id] } } }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(
        /^Diese 2 Dateien werden noch verwendet.*«hero\.png»: Beitrag «Lancierung»/,
      ),
    })
    expect(await stillStored(inline.id, inline.filename!)).toBe(true)
    expect(await stillStored(hero.id, hero.filename!)).toBe(true)
  })

  it('deletes a file nothing uses, by id and by where', async () => {
    const unused = await image('unused')
    expect(await findMediaUses(payload, unused.id)).toEqual([])
    const deleted = await rest('DELETE', `/api/media/${unused.id}`, { token: editorToken })
    expect(deleted.status).toBe(200)
    expect(await stillStored(unused.id, unused.filename!)).toBe(false)
    expect(existsSync(path.join(mediaDir, unused.filename!))).toBe(false)

    const listed = await image('listed')
    const bulk = await rest('DELETE', `/api/media?where[id][in][0]=${listed.id}`, {
      token: editorToken,
    })
    expect(bulk.status).toBe(200)
    expect(bulk.json.docs.map((doc: { id: number }) => doc.id)).toEqual([listed.id])
    expect(await stillStored(listed.id, listed.filename!)).toBe(false)
  })
})
