import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { testSiteSettings } from '../helpers/forms'
import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
let payload: Payload
let rest: (typeof import('../helpers/http'))['rest']
let graphql: (typeof import('../helpers/http'))['graphql']
const tokens: Record<'editor' | 'support' | 'admin' | 'customer', string> = {
  editor: '',
  support: '',
  admin: '',
  customer: '',
}
let pageId: number | string

const password = 'translation-password-1'

async function staff(role: User['role']) {
  const email = `${role}@translation.test`
  await payload.create({ collection: 'users', data: { email, password, role } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}

const statusOf = async () =>
  (await payload.findByID({ collection: 'pages', id: pageId, draft: true, depth: 0 })).translation

beforeAll(async () => {
  app = await startPayload()
  payload = app.payload
  ;({ rest, graphql } = await import('../helpers/http'))
  tokens.editor = await staff('editor')
  tokens.support = await staff('support')
  tokens.admin = await staff('admin')
  const customer = await payload.create({
    collection: 'customers',
    data: { email: 'shop@translation.test', password },
    disableVerificationEmail: true,
  })
  await payload.update({ collection: 'customers', id: customer.id, data: { _verified: true } })
  tokens.customer = (
    await payload.login({
      collection: 'customers',
      data: { email: 'shop@translation.test', password },
    })
  ).token!
  const page = await payload.create({
    collection: 'pages',
    locale: 'de-CH',
    data: { title: 'Preise', slug: 'preise', _status: 'published' },
  })
  pageId = page.id
  await payload.update({
    collection: 'pages',
    id: pageId,
    locale: 'en',
    data: { title: 'Pricing', slug: 'pricing', _status: 'published' },
  })
  await payload.update({
    collection: 'pages',
    id: pageId,
    locale: 'de-CH',
    data: { title: 'Unsere Preise', _status: 'published' },
  })
})
afterAll(async () => app?.stop())

const query = () => `collection=pages&id=${pageId}`
const outsiders = [
  ['a visitor', () => undefined],
  ['a customer', () => tokens.customer],
] as const

describe('translation endpoints: who may do what', () => {
  it.each(outsiders)(
    '%s gets no status, changes, confirmation, export or import',
    async (_who, token) => {
      for (const [method, path, body] of [
        ['GET', `/api/translation/status?${query()}`, undefined],
        ['GET', `/api/translation/changes?${query()}&locale=en`, undefined],
        ['POST', '/api/translation/confirm', { collection: 'pages', id: pageId, locale: 'en' }],
        [
          'POST',
          '/api/translation/export',
          { documents: [{ collection: 'pages', id: pageId }], locale: 'en' },
        ],
      ] as const) {
        const response = await rest(method, path, { token: token(), body })
        expect(response.status, path).toBe(403)
        expect(response.text, path).not.toContain('Unsere Preise')
      }
      const imported = await rest('POST', '/api/translation/import', {
        token: token(),
        raw: '<xliff/>',
        headers: { 'Content-Type': 'application/xliff+xml' },
      })
      expect(imported.status).toBe(403)
      expect(await statusOf()).toEqual({ deCH: 'current', en: 'outdated' })
    },
  )

  it('support staff see the status, nothing else', async () => {
    const status = await rest('GET', `/api/translation/status?${query()}`, {
      token: tokens.support,
    })
    expect(status.status).toBe(200)
    expect(status.json).toEqual({
      statuses: { 'de-CH': 'current', en: 'outdated' },
      canTranslate: false,
    })
    const changes = await rest('GET', `/api/translation/changes?${query()}&locale=en`, {
      token: tokens.support,
    })
    expect(changes.status).toBe(403)
    const confirmed = await rest('POST', '/api/translation/confirm', {
      token: tokens.support,
      body: { collection: 'pages', id: pageId, locale: 'en' },
    })
    expect(confirmed.status).toBe(403)
    const exported = await rest('POST', '/api/translation/export', {
      token: tokens.support,
      body: { documents: [{ collection: 'pages', id: pageId }], locale: 'en' },
    })
    expect(exported.status).toBe(403)
    expect(await statusOf()).toEqual({ deCH: 'current', en: 'outdated' })
  })

  it('editors read the changes with the old and new text', async () => {
    const changes = await rest('GET', `/api/translation/changes?${query()}&locale=en`, {
      token: tokens.editor,
    })
    expect(changes.status).toBe(200)
    expect(changes.json.changes).toMatchObject([
      { path: 'title', field: 'Titel', locale: 'de-CH', before: 'Preise', after: 'Unsere Preise' },
    ])
  })

  it('refuses unknown targets, languages and documents', async () => {
    for (const path of [
      '/api/translation/status?collection=users&id=1',
      '/api/translation/status?collection=customers&id=1',
      '/api/translation/status?global=payload-jobs-stats',
      `/api/translation/changes?${query()}&locale=fr`,
    ])
      expect((await rest('GET', path, { token: tokens.editor })).status, path).toBe(400)
    expect(
      (
        await rest('GET', '/api/translation/status?collection=pages&id=99999', {
          token: tokens.editor,
        })
      ).status,
    ).toBe(404)
  })

  it('editors mark a language as translated', async () => {
    const confirmed = await rest('POST', '/api/translation/confirm', {
      token: tokens.editor,
      body: { collection: 'pages', id: pageId, locale: 'en' },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.statuses).toEqual({ 'de-CH': 'current', en: 'current' })
    expect(await statusOf()).toEqual({ deCH: 'current', en: 'current' })
  })
})

describe('the status field and the store: read rules, no writes from outside', () => {
  it('visitors and customers never see the status on a published page (REST and GraphQL)', async () => {
    for (const token of [undefined, tokens.customer]) {
      const response = await rest('GET', `/api/pages/${pageId}`, { token })
      expect(response.status).toBe(200)
      expect(response.json.translation).toBeUndefined()
      const answer = await graphql(`{ Page(id: ${pageId}) { title translation { en } } }`, {
        token,
      })
      expect(answer.json.data?.Page?.title).toBe('Unsere Preise')
      expect(answer.json.data?.Page?.translation?.en ?? null).toBeNull()
    }
  })

  it('staff read the status on the document', async () => {
    const response = await rest('GET', `/api/pages/${pageId}?draft=true`, { token: tokens.support })
    expect(response.json.translation).toEqual({ deCH: 'current', en: 'current' })
  })

  it('an editor cannot type a status: REST, GraphQL and the Local API keep the derived one', async () => {
    await rest('PATCH', `/api/pages/${pageId}?locale=de-CH`, {
      token: tokens.editor,
      body: { title: 'Preise und Pakete', translation: { en: 'current', deCH: 'missing' } },
    })
    expect(await statusOf()).toEqual({ deCH: 'current', en: 'outdated' })
    await graphql(
      `mutation { updatePage(id: ${pageId}, data: { translation: { en: current } }) { id } }`,
      { token: tokens.editor },
    )
    expect(await statusOf()).toEqual({ deCH: 'current', en: 'outdated' })
    const editor = (
      await payload.find({ collection: 'users', where: { role: { equals: 'editor' } } })
    ).docs[0]
    await payload.update({
      collection: 'pages',
      id: pageId,
      data: { translation: { en: 'current' } } as never,
      user: editor,
      overrideAccess: false,
      locale: 'de-CH',
    })
    expect(await statusOf()).toEqual({ deCH: 'current', en: 'outdated' })
  })

  it('the store: visitors and customers read nothing; staff read, only editors and admins the state', async () => {
    for (const token of [undefined, tokens.customer]) {
      const response = await rest('GET', '/api/translation-states', { token })
      expect(response.status).toBe(403)
      const answer = await graphql('{ TranslationStates { docs { key } } }', { token })
      expect(answer.json.data?.TranslationStates ?? null).toBeNull()
    }
    const support = await rest('GET', '/api/translation-states', { token: tokens.support })
    expect(support.status).toBe(200)
    expect(support.json.docs[0].status).toBeDefined()
    expect(support.json.docs[0].state).toBeUndefined()
    const editor = await rest('GET', '/api/translation-states', { token: tokens.editor })
    expect(editor.json.docs[0].state).toBeDefined()
  })

  it('nobody writes the store through the API, admins included', async () => {
    const row = (await payload.find({ collection: 'translation-states', limit: 1 })).docs[0]
    for (const token of [tokens.admin, tokens.editor, tokens.support, tokens.customer]) {
      expect(
        (
          await rest('POST', '/api/translation-states', {
            token,
            body: { key: 'x', target: 'pages' },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await rest('PATCH', `/api/translation-states/${row.id}`, {
            token,
            body: { status: { en: 'current' } },
          })
        ).status,
      ).toBe(403)
      expect((await rest('DELETE', `/api/translation-states/${row.id}`, { token })).status).toBe(
        403,
      )
    }
    const mutation = await graphql(`mutation { deleteTranslationState(id: ${row.id}) { id } }`, {
      token: tokens.admin,
    })
    expect(mutation.json.errors?.length).toBeGreaterThan(0)
    expect((await payload.findByID({ collection: 'translation-states', id: row.id })).key).toBe(
      row.key,
    )
  })
})

describe("the XLIFF import writes with the importing user's own rights", () => {
  const header =
    '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="de-CH" trgLang="en">'
  const unit = (id: string, source: string, target: string) =>
    `<unit id="${id}"><segment><source>${source}</source><target>${target}</target></segment></unit>`
  const importAs = (token: string, xml: string) =>
    rest('POST', '/api/translation/import', {
      token,
      raw: xml,
      headers: { 'Content-Type': 'application/xliff+xml' },
    })
  const englishSettings = async () => ({
    tagline: (
      await payload.findGlobal({
        slug: 'site-settings',
        locale: 'en',
        draft: true,
        fallbackLocale: false,
      })
    ).tagline,
    versions: (await payload.countGlobalVersions({ global: 'site-settings' })).totalDocs,
  })
  const englishPage = async () => ({
    title: (
      await payload.findByID({
        collection: 'pages',
        id: pageId,
        locale: 'en',
        draft: true,
        fallbackLocale: false,
      })
    ).title,
    versions: (
      await payload.countVersions({ collection: 'pages', where: { parent: { equals: pageId } } })
    ).totalDocs,
    status: await statusOf(),
  })
  let pageUnit: string
  const settingsFile = `<file id="global:site-settings">${unit('tagline', 'Hosting ohne Grenzen', 'Hosting without limits')}</file>`

  beforeAll(async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'de-CH',
      data: { ...testSiteSettings, tagline: 'Hosting ohne Grenzen', _status: 'published' },
    })
    const german = await payload.findByID({ collection: 'pages', id: pageId, locale: 'de-CH' })
    pageUnit = `<file id="pages:${pageId}">${unit('title', german.title, 'Prices and packages')}</file>`
  })

  it('an editor cannot write the site settings (admins only): 403 naming them, nothing written', async () => {
    const settings = await englishSettings()
    const page = await englishPage()
    // The page comes first in the file and the editor may change it: still nothing is written.
    const refused = await importAs(tokens.editor, `${header}${pageUnit}${settingsFile}</xliff>`)
    expect(refused.status, refused.text).toBe(403)
    expect(refused.json.errors[0].message).toBe(
      'Sie dürfen Website-Einstellungen nicht ändern. Es wurde nichts importiert.',
    )
    expect(await englishSettings()).toEqual(settings)
    expect(await englishPage()).toEqual(page)
  })

  it('an admin imports the same file; an editor imports the page alone', async () => {
    const imported = await importAs(tokens.admin, `${header}${settingsFile}</xliff>`)
    expect(imported.status, imported.text).toBe(200)
    expect((await englishSettings()).tagline).toBe('Hosting without limits')
    const page = await importAs(tokens.editor, `${header}${pageUnit}</xliff>`)
    expect(page.status, page.text).toBe(200)
    expect((await englishPage()).title).toBe('Prices and packages')
  })

  it('a field the user may not update refuses the file, naming the field', async () => {
    const title = payload.collections.pages.config.fields.find(
      (field) => 'name' in field && field.name === 'title',
    ) as { access?: Record<string, unknown> }
    const access = title.access
    title.access = {
      ...access,
      update: ({ req }: { req: { user?: User } }) => req.user?.role === 'admin',
    }
    try {
      const german = await payload.findByID({ collection: 'pages', id: pageId, locale: 'de-CH' })
      const before = await englishPage()
      const refused = await importAs(
        tokens.editor,
        `${header}<file id="pages:${pageId}">${unit('title', german.title, 'Our prices')}</file></xliff>`,
      )
      expect(refused.status, refused.text).toBe(403)
      expect(refused.json.errors[0].message).toBe(
        `Sie dürfen ${german.title} › Titel nicht ändern. Es wurde nichts importiert.`,
      )
      expect(await englishPage()).toEqual(before)
    } finally {
      title.access = access
    }
  })
})
