import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import js2xliff from 'xliff/js2xliff'
import xliff2js from 'xliff/xliff2js'

import { paragraph } from '../helpers/lexical'
import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
let payload: Payload
let rest: (typeof import('../helpers/http'))['rest']
let token: string
const ids: Record<'page' | 'post', number | string> = { page: 0, post: 0 }

type Inline = string | Record<string, { id: string; contents?: Inline | Inline[] }>
/** The agency's work, done by a script: every text of the source, marked as English. */
const translate = (value: Inline | Inline[]): Inline | Inline[] => {
  if (Array.isArray(value)) return value.map((part) => translate(part) as Inline)
  if (typeof value === 'string') return value.trim() ? `EN ${value}` : value
  return Object.fromEntries(
    Object.entries(value).map(([type, element]) => [
      type,
      {
        ...element,
        ...(element.contents === undefined ? {} : { contents: translate(element.contents) }),
      },
    ]),
  )
}

async function translatedExport(): Promise<string> {
  const exported = await rest('POST', '/api/translation/export', {
    token,
    body: {
      locale: 'en',
      documents: [
        { collection: 'pages', id: ids.page },
        { collection: 'posts', id: ids.post },
      ],
    },
  })
  expect(exported.status, exported.text).toBe(200)
  const document = await xliff2js(exported.text)
  for (const units of Object.values(document.resources))
    for (const unit of Object.values(units)) unit.target = translate(unit.source as Inline[])
  return js2xliff(document, { indent: '' })
}

const importFile = (xml: string, headers: Record<string, string> = {}) =>
  rest('POST', '/api/translation/import', {
    token,
    raw: xml,
    headers: { 'Content-Type': 'application/xliff+xml', ...headers },
  })

const header =
  '<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="de-CH" trgLang="en">'

/** Everything an import could change: the English drafts, the versions and the status. */
async function state() {
  const read = async (collection: 'pages' | 'posts', id: number | string) => ({
    english: await payload.findByID({
      collection,
      id,
      locale: 'en',
      draft: true,
      depth: 0,
      fallbackLocale: false,
    }),
    versions: (await payload.countVersions({ collection, where: { parent: { equals: id } } }))
      .totalDocs,
    status: (
      await payload.find({
        collection: 'translation-states',
        where: { key: { equals: `${collection}:${id}` } },
        depth: 0,
      })
    ).docs.map((row) => row.status),
  })
  return { page: await read('pages', ids.page), post: await read('posts', ids.post) }
}

beforeAll(async () => {
  app = await startPayload()
  payload = app.payload
  ;({ rest } = await import('../helpers/http'))
  const email = 'editor@import.test'
  const password = 'import-password-1'
  await payload.create({ collection: 'users', data: { email, password, role: 'editor' } })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!

  const page = await payload.create({
    collection: 'pages',
    locale: 'de-CH',
    data: { title: 'Preise', slug: 'preise', _status: 'published' },
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'en',
    data: { title: 'Prices', slug: 'prices', _status: 'published' },
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'de-CH',
    data: { title: 'Unsere Preise', _status: 'published' },
  })
  const post = await payload.create({
    collection: 'posts',
    locale: 'de-CH',
    data: {
      title: 'Zahlungen',
      slug: 'zahlungen',
      excerpt: 'Kurz',
      content: paragraph('Alter Text') as never,
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'en',
    data: {
      title: 'Payments',
      slug: 'payments',
      excerpt: 'Short',
      content: paragraph('Old text') as never,
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'de-CH',
    data: {
      title: 'Neue Zahlungen',
      excerpt: 'Kurz und klar',
      content: paragraph('Ein neuer Absatz über Zahlungen.') as never,
      _status: 'published',
    },
  })
  ids.page = page.id
  ids.post = post.id
})
afterAll(async () => app?.stop())

describe('the XLIFF import refuses what it cannot read, and nothing changes', () => {
  it('a file cut off inside its last <target> is refused: no draft, no version, no status change', async () => {
    const xml = await translatedExport()
    const before = await state()
    expect(before.post.status).toEqual([{ deCH: 'current', en: 'outdated' }])

    const lastTarget = xml.lastIndexOf('<target>') + '<target>'.length
    const refused = await importFile(xml.slice(0, lastTarget + 6))
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json.errors[0].message).toBe(
      'Die Datei endet, bevor alle ihre Elemente geschlossen sind: Sie ist unvollständig (abgeschnitten?). Es wurde nichts importiert.',
    )
    expect(await state()).toEqual(before)
  })

  it('a file cut off anywhere else is refused too, never imported as "0 fields"', async () => {
    const xml = await translatedExport()
    const before = await state()
    const cuts = [
      xml.indexOf('</unit>') + 3,
      xml.indexOf('</file>') + '</file>'.length,
      xml.lastIndexOf('</file>') + '</file>'.length,
      xml.lastIndexOf('</xliff>'),
      xml.lastIndexOf('</xliff>') + 4,
      xml.indexOf('<file') + 3,
    ]
    for (const cut of cuts) {
      const refused = await importFile(xml.slice(0, cut))
      expect(refused.status, `cut at ${cut}: ${refused.text}`).toBe(400)
    }
    // Not well-formed: a wrong closing tag, a second root, undeclared entities, a DOCTYPE.
    for (const body of [
      xml.replace('</segment>', '</segmnt>'),
      `${xml}<xliff/>`,
      xml.replace('<target>', '<target>&nbsp;'),
      `<!DOCTYPE xliff [<!ENTITY e "x">]>${xml.replace('<target>', '<target>&e;')}`,
    ]) {
      const refused = await importFile(body)
      expect(refused.status, refused.text).toBe(400)
      expect(refused.json.errors[0].message).toMatch(/^Die Datei ist kein/)
    }
    expect(await state()).toEqual(before)

    // The whole file imports.
    const imported = await importFile(xml)
    expect(imported.status, imported.text).toBe(200)
    expect(imported.json.imported).toBe(4)
    expect(
      (await payload.findByID({ collection: 'pages', id: ids.page, locale: 'en', draft: true }))
        .title,
    ).toBe('EN Unsere Preise')
  })

  it('unit ids that are names of object properties are refused with 400 naming the unit', async () => {
    const before = await state()
    for (const id of [
      'toString',
      'hasOwnProperty',
      'valueOf',
      '__proto__',
      'constructor',
      'constructor:0',
    ]) {
      const refused = await importFile(
        `${header}<file id="pages:${ids.page}"><unit id="${id}"><segment><source>a</source><target>b</target></segment></unit></file></xliff>`,
      )
      expect(refused.status, `${id}: ${refused.text}`).toBe(400)
      expect(refused.json.errors[0].message).toBe(
        `Die Datei hat eine Einheit, die kein Feld von Unsere Preise ist: <unit id="${id}">. Es wurde nichts importiert.`,
      )
    }
    for (const file of ['__proto__', 'toString', 'global:constructor', 'pages:__proto__']) {
      const refused = await importFile(
        `${header}<file id="${file}"><unit id="title"><segment><source>a</source><target>b</target></segment></unit></file></xliff>`,
      )
      expect(refused.status, `${file}: ${refused.text}`).toBe(400)
    }
    expect(await state()).toEqual(before)
  })

  it('an unknown document answers 400 naming it', async () => {
    const before = await state()
    const refused = await importFile(
      `${header}<file id="pages:${ids.page}"><unit id="title"><segment><source>Unsere Preise</source><target>Our prices</target></segment></unit></file><file id="pages:99999"><unit id="title"><segment><source>a</source><target>b</target></segment></unit></file></xliff>`,
    )
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json.errors[0].message).toBe(
      'Die Datei nennt ein Dokument, das es nicht gibt: pages:99999. Es wurde nichts importiert.',
    )
    expect(await state()).toEqual(before)
  })

  it('a file over the size limit answers 413 saying so, in the admin language', async () => {
    const tooLarge = `${header}${' '.repeat(5 * 1024 * 1024)}</xliff>`
    const german = await importFile(tooLarge)
    expect(german.status).toBe(413)
    expect(german.json.errors[0].message).toBe(
      'Die Datei ist zu gross: Importiert werden höchstens 5 MB.',
    )
    const english = await importFile(tooLarge, { 'Accept-Language': 'en' })
    expect(english.status).toBe(413)
    expect(english.json.errors[0].message).toBe(
      'The file is too large: at most 5 MB can be imported.',
    )
  })
})

describe('one import, one transaction', () => {
  // SQLite runs Payload without transactions (src/db/adapter.ts): there every check above runs
  // before the first write. PostgreSQL also takes back the writes of a failure half-way.
  const onPostgres = process.env.TEST_DATABASE_URI?.startsWith('postgres') === true

  it.runIf(onPostgres)(
    'a failure after the first document was written leaves nothing',
    async () => {
      await payload.update({
        collection: 'pages',
        id: ids.page,
        locale: 'de-CH',
        data: { title: 'Preise 2028', _status: 'published' },
      })
      await payload.update({
        collection: 'posts',
        id: ids.post,
        locale: 'de-CH',
        data: { excerpt: 'Kurz, klar und neu', _status: 'published' },
      })
      const xml = await translatedExport()
      expect(xml.indexOf(`<file id="pages:${ids.page}">`)).toBeLessThan(
        xml.indexOf(`<file id="posts:${ids.post}">`),
      )
      const before = await state()
      const hooks = payload.collections.posts.config.hooks.beforeChange
      const diskFull = () => {
        throw new Error('disk full')
      }
      hooks.push(diskFull)
      try {
        const failed = await importFile(xml)
        expect(failed.status, failed.text).toBe(500)
      } finally {
        hooks.splice(hooks.indexOf(diskFull), 1)
      }
      expect(await state()).toEqual(before)
    },
  )
})

describe('a hostile file does not hold up the server', () => {
  it('while three 4.8 MB files of unclosed tags are refused, the event loop keeps turning', async () => {
    const hostile = `${header}${'<a>'.repeat((4.8 * 1024 * 1024) / '<a>'.length)}`
    // How much work does the process do between two turns of a 10 ms timer, the turn a concurrent
    // request would wait for? Counted in the process's processor time: on a busy machine the
    // process also waits for a core, which no code of the app can shorten.
    let longestStallMs = 0
    let last = process.cpuUsage()
    const tick = () => {
      const spent = process.cpuUsage(last)
      longestStallMs = Math.max(longestStallMs, (spent.user + spent.system) / 1000)
      last = process.cpuUsage()
    }
    const timer = setInterval(tick, 10)
    const [a, b, c, status] = await Promise.all([
      importFile(hostile),
      importFile(hostile),
      importFile(hostile),
      rest('GET', `/api/translation/status?collection=pages&id=${ids.page}`, { token }),
    ])
    // Also the time since the last tick: the answers may come before the timer had its turn.
    tick()
    clearInterval(timer)
    // Unbounded, each file blocked the process for seconds; read a slice at a time, for milliseconds.
    expect(longestStallMs).toBeLessThan(1000)
    expect(status.status).toBe(200)
    for (const refused of [a, b, c]) {
      expect(refused.status, refused.text).toBe(400)
      expect(refused.json.errors[0].message).toBe(
        'Die Datei verschachtelt ihre Elemente tiefer als 32 Ebenen: Sie ist kein Export dieser Website.',
      )
    }
  })
})
