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
const ids: Record<'page' | 'post' | 'term', number | string> = { page: 0, post: 0, term: 0 }

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const link = (url: string, children: unknown[]) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { linkType: 'custom', url, newTab: false },
  children,
})
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children,
  ...extra,
})
const richText = (...children: unknown[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

/** The German body of the post: a heading, a paragraph with bold text and a link. */
const germanBody = (word: string) =>
  richText(
    block('heading', [text('Schneller bezahlen')], { tag: 'h2' }),
    block('paragraph', [
      text('Die Engine ist '),
      text(word, 1),
      text(' und '),
      link('https://example.com/docs', [text('gut dokumentiert')]),
      text('.'),
    ]),
  )

/** A translator's dictionary: the agency's work, done by a script. */
const dictionary: Record<string, string> = {
  'Unsere Preise': 'Our prices',
  'Neue Zahlungen': 'New payments',
  'Kurz und klar': 'Short and clear',
  'Schneller bezahlen': 'Pay faster',
  'Die Engine ist ': 'The engine is ',
  schnell: 'fast',
  ' und ': ' and ',
  'gut dokumentiert': 'well documented',
  '.': '.',
  'Eine offene Schnittstelle.': 'An open interface.',
}

type Inline = string | Record<string, { id: string; contents?: Inline | Inline[] }>
const translate = (value: Inline | Inline[]): Inline | Inline[] => {
  if (Array.isArray(value)) return value.map((part) => translate(part) as Inline)
  if (typeof value === 'string') {
    if (!(value in dictionary)) throw new Error(`no translation for "${value}"`)
    return dictionary[value]
  }
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

async function translateFile(xml: string): Promise<string> {
  const document = await xliff2js(xml)
  for (const units of Object.values(document.resources))
    for (const unit of Object.values(units)) unit.target = translate(unit.source as Inline[])
  return js2xliff(document)
}

const exportFile = async () =>
  rest('POST', '/api/translation/export', {
    token,
    body: {
      locale: 'en',
      documents: [
        { collection: 'pages', id: ids.page },
        { collection: 'posts', id: ids.post },
        { collection: 'glossary-terms', id: ids.term },
      ],
    },
  })

const importFile = (xml: string) =>
  rest('POST', '/api/translation/import', {
    token,
    raw: xml,
    headers: { 'Content-Type': 'application/xliff+xml' },
  })

const english = async (collection: 'pages' | 'posts' | 'glossary-terms', id: number | string) =>
  (await payload.findByID({
    collection,
    id,
    locale: 'en',
    draft: true,
    depth: 0,
    fallbackLocale: false,
  })) as unknown as Record<string, any>

beforeAll(async () => {
  app = await startPayload()
  payload = app.payload
  ;({ rest } = await import('../helpers/http'))
  const email = 'editor@xliff.test'
  const password = 'xliff-password-1'
  await payload.create({ collection: 'users', data: { email, password, role: 'editor' } })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!

  const write = async (
    collection: 'pages' | 'posts' | 'glossary-terms',
    german: Record<string, unknown>,
    englishData: Record<string, unknown>,
    changed: Record<string, unknown>,
  ) => {
    const doc = await payload.create({
      collection,
      locale: 'de-CH',
      data: { ...german, _status: 'published' } as never,
    })
    await payload.update({
      collection,
      id: doc.id,
      locale: 'en',
      data: { ...englishData, _status: 'published' } as never,
    })
    await payload.update({
      collection,
      id: doc.id,
      locale: 'de-CH',
      data: { ...changed, _status: 'published' } as never,
    })
    return doc.id
  }
  ids.page = await write(
    'pages',
    { title: 'Preise', slug: 'preise' },
    { title: 'Prices', slug: 'prices' },
    { title: 'Unsere Preise' },
  )
  ids.post = await write(
    'posts',
    { title: 'Zahlungen', slug: 'zahlungen', excerpt: 'Kurz', content: germanBody('flink') },
    { title: 'Payments', slug: 'payments', excerpt: 'Short', content: paragraph('Old body') },
    { title: 'Neue Zahlungen', excerpt: 'Kurz und klar', content: germanBody('schnell') },
  )
  ids.term = await write(
    'glossary-terms',
    { term: 'API', slug: 'api', shortDefinition: 'Eine Schnittstelle.' },
    { term: 'API', slug: 'api', shortDefinition: 'An interface.' },
    { shortDefinition: 'Eine offene Schnittstelle.' },
  )
})
afterAll(async () => app?.stop())

describe('XLIFF hand-off to a translation agency', () => {
  it('exports the outdated fields of three documents, imports the translation into English drafts', async () => {
    const exported = await exportFile()
    expect(exported.status).toBe(200)
    const xml = exported.text
    expect(xml).toContain('urn:oasis:names:tc:xliff:document:2.0')
    expect(xml).toContain('srcLang="de-CH"')
    expect(xml).toContain('trgLang="en"')
    // Only what changed: the post's unchanged heading text is in, its slug (unchanged) is not.
    expect(xml).toContain('<source>Unsere Preise</source>')
    expect(xml).not.toContain('zahlungen')
    // Rich text keeps its formats and links as inline codes.
    expect(xml).toMatch(/<pc id="t\d+" type="fmt">schnell<\/pc>/)
    expect(xml).toMatch(/<pc id="l\d+" type="link">/)

    const imported = await importFile(await translateFile(xml))
    expect(imported.status, imported.text).toBe(200)
    expect(imported.json.imported).toBe(5)

    expect((await english('pages', ids.page)).title).toBe('Our prices')
    const post = await english('posts', ids.post)
    expect(post._status).toBe('draft')
    expect(post.title).toBe('New payments')
    expect(post.excerpt).toBe('Short and clear')
    const [heading, body] = (post.content as { root: { children: any[] } }).root.children
    expect(heading).toMatchObject({
      type: 'heading',
      tag: 'h2',
      children: [{ text: 'Pay faster' }],
    })
    expect(body.children).toMatchObject([
      { type: 'text', text: 'The engine is ', format: 0 },
      { type: 'text', text: 'fast', format: 1 },
      { type: 'text', text: ' and ', format: 0 },
      {
        type: 'link',
        fields: { url: 'https://example.com/docs' },
        children: [{ type: 'text', text: 'well documented' }],
      },
      { type: 'text', text: '.' },
    ])
    expect((await english('glossary-terms', ids.term)).shortDefinition).toBe('An open interface.')

    // The published English is untouched until an editor publishes the drafts.
    const published = await payload.findByID({
      collection: 'posts',
      id: ids.post,
      locale: 'en',
      depth: 0,
    })
    expect(published.title).toBe('Payments')

    // The imported languages are translated now.
    const statuses = await rest('GET', `/api/translation/status?collection=posts&id=${ids.post}`, {
      token,
    })
    expect(statuses.json.statuses).toEqual({ 'de-CH': 'current', en: 'current' })
  })

  it('refuses a file whose source text changed since the export, naming the fields', async () => {
    await payload.update({
      collection: 'pages',
      id: ids.page,
      locale: 'de-CH',
      data: { title: 'Preise 2027', _status: 'published' },
    })
    await payload.update({
      collection: 'posts',
      id: ids.post,
      locale: 'de-CH',
      data: { content: germanBody('flink') as never, _status: 'published' },
    })
    const xml = (await exportFile()).text
    const translated = xml
      .replace('Preise 2027', 'Unsere Preise')
      .replace(/<pc id="(t\d+)" type="fmt">flink<\/pc>/, '<pc id="$1" type="fmt">schnell</pc>')
    // A stale copy: what the agency translated is not what the page says now.
    const document = await xliff2js(translated)
    for (const units of Object.values(document.resources))
      for (const unit of Object.values(units)) unit.target = translate(unit.source as Inline[])
    const refused = await importFile(await js2xliff(document))
    expect(refused.status).toBe(409)
    const message = refused.json.errors[0].message as string
    expect(message).toContain('Preise 2027 › Titel')
    expect(message).toContain('Neue Zahlungen › Inhalt')
    expect(refused.json.errors[0].data.fields).toHaveLength(2)
    // Nothing was written.
    expect((await english('pages', ids.page)).title).toBe('Our prices')
  })

  it('refuses files that are not an export of this site', async () => {
    for (const body of [
      'not xml at all',
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="de-CH" trgLang="fr"><file id="pages:1"></file></xliff>',
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="de-CH" trgLang="en"><file id="users:1"><unit id="email"><segment><source>a</source><target>b</target></segment></unit></file></xliff>',
    ])
      expect((await importFile(body)).status, body).toBe(400)
  })

  it('exports every document of a collection that needs translation (the list view panel)', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Nur auf Deutsch', slug: 'nur-auf-deutsch', _status: 'published' },
    })
    const exported = await rest('POST', '/api/translation/export', {
      token,
      body: { collection: 'pages', locale: 'en' },
    })
    expect(exported.status).toBe(200)
    expect(exported.text).toContain(`<file id="pages:${page.id}">`)
    expect(exported.text).toContain('<source>Nur auf Deutsch</source>')
  })
})
