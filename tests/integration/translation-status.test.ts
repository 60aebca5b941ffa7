import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paragraph } from '../helpers/lexical'
import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
let payload: Payload
// Loaded once Payload runs on the test database (they load Payload's config).
let store: typeof import('@/translation/store')

const localReq = async () => {
  const { createLocalReq } = await import('payload')
  return createLocalReq({}, payload)
}

const stored = async (key: string) => {
  const found = await payload.find({
    collection: 'translation-states',
    where: { key: { equals: key } },
    depth: 0,
  })
  return found.docs[0]
}

/** The status a list view filters on: the newest version's (drafts), as the admin list reads it. */
const listed = async (collection: 'pages' | 'forms', id: number | string) => {
  const found = await payload.find({
    collection,
    where: { id: { equals: id } },
    draft: true,
    depth: 0,
  })
  return found.docs[0]?.translation
}

beforeAll(async () => {
  app = await startPayload()
  payload = app.payload
  store = await import('@/translation/store')
})
afterAll(async () => app?.stop())

describe('translation status of a page, derived from its versions', () => {
  let id: number | string

  it('a page written in German only: English is missing', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Preise', slug: 'preise', _status: 'published' },
    })
    id = page.id
    expect((await stored(`pages:${id}`))?.status).toMatchObject({ deCH: 'current', en: 'missing' })
    expect(await listed('pages', id)).toEqual({ deCH: 'current', en: 'missing' })
  })

  it('the English text makes both up to date', async () => {
    await payload.update({
      collection: 'pages',
      id,
      locale: 'en',
      data: { title: 'Pricing', slug: 'pricing', _status: 'published' },
    })
    expect(await listed('pages', id)).toEqual({ deCH: 'current', en: 'current' })
  })

  it('a German draft edit outdates English; the list filter finds it; the change names the field', async () => {
    await payload.update({
      collection: 'pages',
      id,
      locale: 'de-CH',
      draft: true,
      data: { title: 'Unsere Preise' },
    })
    expect(await listed('pages', id)).toEqual({ deCH: 'current', en: 'outdated' })
    const outdated = await payload.find({
      collection: 'pages',
      draft: true,
      where: { 'translation.en': { equals: 'outdated' } },
      depth: 0,
    })
    expect(outdated.docs.map((doc) => doc.id)).toEqual([id])
    const status = await store.refresh(await localReq(), { collection: 'pages', id })
    expect(status.changes.en).toMatchObject([
      { path: 'title', locale: 'de-CH', before: 'Preise', after: 'Unsere Preise' },
    ])
  })

  it('marking English as translated records the confirmation', async () => {
    await store.confirmTranslation(await localReq(), { collection: 'pages', id }, 'en')
    expect(await listed('pages', id)).toEqual({ deCH: 'current', en: 'current' })
    expect((await stored(`pages:${id}`))?.status).toMatchObject({ deCH: 'current', en: 'current' })
  })

  it('restoring the version before the edit keeps both up to date; the newer text outdates again', async () => {
    await payload.update({
      collection: 'pages',
      id,
      locale: 'de-CH',
      draft: true,
      data: { title: 'Preise und Pakete' },
    })
    expect(await listed('pages', id)).toEqual({ deCH: 'current', en: 'outdated' })
    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      locale: 'de-CH',
      depth: 0,
    })
    const confirmed = versions.docs.find((version) => version.version.title === 'Unsere Preise')!
    await payload.restoreVersion({ collection: 'pages', id: confirmed.id, depth: 0 })
    expect(await listed('pages', id)).toEqual({ deCH: 'current', en: 'current' })
  })

  it('a deleted page forgets its status', async () => {
    await payload.delete({ collection: 'pages', id })
    expect(await stored(`pages:${id}`)).toBeUndefined()
  })
})

describe('translation status without versions (forms) and of globals', () => {
  it('a form keeps its own snapshots', async () => {
    const form = await payload.create({
      collection: 'forms',
      locale: 'de-CH',
      data: {
        title: 'Kontakt',
        purpose: 'contact',
        fields: [],
        confirmationType: 'message',
        confirmationMessage: paragraph('Danke'),
      },
    })
    expect(await listed('forms', form.id)).toEqual({ deCH: 'current', en: 'missing' })
    await payload.update({
      collection: 'forms',
      id: form.id,
      locale: 'en',
      data: { title: 'Contact', confirmationMessage: paragraph('Thank you') },
    })
    expect(await listed('forms', form.id)).toEqual({ deCH: 'current', en: 'current' })
    await payload.update({
      collection: 'forms',
      id: form.id,
      locale: 'de-CH',
      data: { confirmationMessage: paragraph('Herzlichen Dank') },
    })
    expect(await listed('forms', form.id)).toEqual({ deCH: 'current', en: 'outdated' })
    const status = await store.refresh(await localReq(), { collection: 'forms', id: form.id })
    expect(status.changes.en).toMatchObject([{ path: 'confirmationMessage', locale: 'de-CH' }])
  })

  it('the footer: an English edit outdates German', async () => {
    await payload.updateGlobal({
      slug: 'footer',
      locale: 'de-CH',
      data: { tagline: 'Offen gebaut' },
    })
    await payload.updateGlobal({
      slug: 'footer',
      locale: 'en',
      data: { tagline: 'Built in the open' },
    })
    expect((await stored('global:footer'))?.status).toMatchObject({
      deCH: 'current',
      en: 'current',
    })
    await payload.updateGlobal({ slug: 'footer', locale: 'en', data: { tagline: 'Built openly' } })
    expect((await stored('global:footer'))?.status).toMatchObject({
      deCH: 'outdated',
      en: 'current',
    })
  })
})

describe('backfill', () => {
  it('derives the same status from the versions for documents that have none', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Team', slug: 'team', _status: 'published' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Team', slug: 'team-en', _status: 'published' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de-CH',
      data: { title: 'Unser Team', _status: 'published' },
    })
    const before = await stored(`pages:${page.id}`)
    await payload.delete({ collection: 'translation-states', where: { id: { exists: true } } })
    const derived = await store.backfill(payload)
    expect(derived).toBeGreaterThanOrEqual(2)
    expect((await stored(`pages:${page.id}`))?.status).toEqual(before?.status)
    expect(await listed('pages', page.id)).toEqual({ deCH: 'current', en: 'outdated' })
    // A second run finds nothing left to derive.
    expect(await store.backfill(payload)).toBe(0)
  })
})

describe('dashboard figures', () => {
  it('counts what needs translation per language and lists published pages in the fallback', async () => {
    const { needsTranslation, fallbackPages } = await import('@/translation/dashboard')
    const editor = {
      ...(await payload.create({
        collection: 'users',
        data: { email: 'editor@dashboard.test', password: 'dashboard-password-1', role: 'editor' },
      })),
      collection: 'users' as const,
    }
    const english = async () =>
      (await needsTranslation(payload, editor)).find((entry) => entry.locale === 'en')!
    const before = await english()
    const page = await payload.create({
      collection: 'pages',
      locale: 'de-CH',
      data: { title: 'Nur Deutsch', slug: 'nur-deutsch', _status: 'published' },
    })
    const after = await english()
    expect(after.count).toBe(before.count + 1)
    expect(after.items.find((item) => item.target === 'pages')?.href).toContain(
      '/admin/collections/pages?where',
    )
    expect(await fallbackPages(payload, editor)).toContainEqual(
      expect.objectContaining({
        id: page.id,
        title: 'Nur Deutsch',
        locale: 'en',
        fallback: 'de-CH',
      }),
    )
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'German only no more', slug: 'no-more', _status: 'published' },
    })
    expect((await english()).count).toBe(before.count)
    expect((await fallbackPages(payload, editor)).map((entry) => entry.id)).not.toContain(page.id)
  })
})
