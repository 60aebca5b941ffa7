import { describe, expect, it } from 'vitest'

import {
  changesFor,
  confirm,
  emptyState,
  statusOf,
  step,
  type Snapshot,
  type TranslationState,
} from '@/translation/derive'

const locales = ['de-CH', 'en'] as const

type Texts = Record<string, { 'de-CH'?: string; en?: string }>

/** A version's content: field path → text per language. */
const version = (texts: Texts): Snapshot =>
  Object.fromEntries(
    Object.entries(texts).map(([path, values]) => [
      path,
      { kind: 'text' as const, label: { en: path, de: path }, values },
    ]),
  )

const fold = (versions: Texts[], state: TranslationState = emptyState()) =>
  versions.reduce((current, texts) => step(current, version(texts), locales), state)

const statuses = (state: TranslationState) =>
  Object.fromEntries(locales.map((locale) => [locale, statusOf(state, locale, locales)]))

const created = { title: { 'de-CH': 'Preise' }, lead: { 'de-CH': 'Faire Preise' } }
const translated = {
  title: { 'de-CH': 'Preise', en: 'Pricing' },
  lead: { 'de-CH': 'Faire Preise', en: 'Fair prices' },
}
const germanEdited = {
  title: { 'de-CH': 'Preise', en: 'Pricing' },
  lead: { 'de-CH': 'Faire und klare Preise', en: 'Fair prices' },
}

describe('translation status from versions', () => {
  it('a new document written in German only: English is missing, German up to date', () => {
    const state = fold([created])
    expect(statuses(state)).toEqual({ 'de-CH': 'current', en: 'missing' })
    expect(changesFor(state, 'en', locales).map((change) => change.path)).toEqual(['title', 'lead'])
  })

  it('the first English version translates the German: both up to date', () => {
    expect(statuses(fold([created, translated]))).toEqual({ 'de-CH': 'current', en: 'current' })
  })

  it('an edit in one language makes the other outdated, naming the field with old and new text', () => {
    const state = fold([created, translated, germanEdited])
    expect(statuses(state)).toEqual({ 'de-CH': 'current', en: 'outdated' })
    expect(changesFor(state, 'en', locales)).toEqual([
      {
        path: 'lead',
        label: { en: 'lead', de: 'lead' },
        kind: 'text',
        locale: 'de-CH',
        before: 'Faire Preise',
        after: 'Faire und klare Preise',
      },
    ])
    expect(changesFor(state, 'de-CH', locales)).toEqual([])
  })

  it('an English edit is outdating German the same way', () => {
    const state = fold([
      created,
      translated,
      { ...translated, title: { 'de-CH': 'Preise', en: 'Prices' } },
    ])
    expect(statuses(state)).toEqual({ 'de-CH': 'outdated', en: 'current' })
  })

  it('updating the outdated language answers the change: German stays up to date, English waits for the confirmation', () => {
    const state = fold([
      created,
      translated,
      germanEdited,
      { ...germanEdited, lead: { 'de-CH': 'Faire und klare Preise', en: 'Fair, clear prices' } },
    ])
    expect(statuses(state)).toEqual({ 'de-CH': 'current', en: 'outdated' })
    expect(statuses(confirm(state, 'en', locales))).toEqual({ 'de-CH': 'current', en: 'current' })
  })

  it('filling a field that had no English text translates it', () => {
    const withBlock = { ...translated, 'layout.b1.heading': { 'de-CH': 'Neu' } }
    const state = fold([
      created,
      translated,
      withBlock,
      { ...withBlock, 'layout.b1.heading': { 'de-CH': 'Neu', en: 'New' } },
    ])
    expect(statuses(state)).toEqual({ 'de-CH': 'current', en: 'current' })
  })

  it('editing another field of the outdated language keeps the changed field outdated', () => {
    const state = fold([
      created,
      translated,
      germanEdited,
      { ...germanEdited, title: { 'de-CH': 'Preise', en: 'Prices' } },
    ])
    expect(statuses(state)).toEqual({ 'de-CH': 'outdated', en: 'outdated' })
    expect(changesFor(state, 'en', locales).map((change) => change.path)).toEqual(['lead'])
    expect(changesFor(state, 'de-CH', locales).map((change) => change.path)).toEqual(['title'])
  })

  it('edits of both languages in one version keep them in step', () => {
    const state = fold([
      created,
      translated,
      {
        title: { 'de-CH': 'Tarife', en: 'Plans' },
        lead: { 'de-CH': 'Faire Preise', en: 'Fair prices' },
      },
    ])
    expect(statuses(state)).toEqual({ 'de-CH': 'current', en: 'current' })
  })

  it('edits of both languages in separate versions outdate each other until confirmed', () => {
    const state = fold([
      created,
      translated,
      { ...translated, title: { 'de-CH': 'Tarife', en: 'Pricing' } },
      {
        ...translated,
        title: { 'de-CH': 'Tarife', en: 'Pricing' },
        lead: { 'de-CH': 'Faire Preise', en: 'Honest prices' },
      },
    ])
    expect(statuses(state)).toEqual({ 'de-CH': 'outdated', en: 'outdated' })
    const confirmed = confirm(confirm(state, 'en', locales), 'de-CH', locales)
    expect(statuses(confirmed)).toEqual({ 'de-CH': 'current', en: 'current' })
  })

  it('marking as translated records the confirmation; a later edit outdates again', () => {
    const confirmed = confirm(fold([created, translated, germanEdited]), 'en', locales)
    expect(statuses(confirmed)).toEqual({ 'de-CH': 'current', en: 'current' })
    const again = step(
      confirmed,
      version({ ...germanEdited, title: { 'de-CH': 'Unsere Preise', en: 'Pricing' } }),
      locales,
    )
    expect(statuses(again)).toEqual({ 'de-CH': 'current', en: 'outdated' })
    expect(changesFor(again, 'en', locales)).toMatchObject([
      { path: 'title', before: 'Preise', after: 'Unsere Preise' },
    ])
  })

  it('restoring the version before the German edit brings English back up to date', () => {
    const state = fold([created, translated, germanEdited, translated])
    expect(statuses(state)).toEqual({ 'de-CH': 'current', en: 'current' })
  })

  it('restoring an older version whose languages were in step keeps them in step', () => {
    const newer = {
      title: { 'de-CH': 'Tarife', en: 'Plans' },
      lead: { 'de-CH': 'Faire Preise', en: 'Fair prices' },
    }
    const state = fold([
      created,
      translated,
      germanEdited,
      { ...germanEdited, lead: { 'de-CH': 'Faire und klare Preise', en: 'Fair, clear prices' } },
      newer,
      translated,
    ])
    expect(statuses(state)).toEqual({ 'de-CH': 'current', en: 'current' })
  })

  it('restoring a version from before the translation leaves English outdated', () => {
    const state = fold([created, translated, germanEdited, created])
    // The restored version has no English: the site shows German again.
    expect(statuses(state)).toEqual({ 'de-CH': 'current', en: 'missing' })
  })

  it('a block added in German asks for its English text; a removed block asks nothing', () => {
    const withBlock = { ...translated, 'layout.b1.heading': { 'de-CH': 'Neu' } }
    const added = fold([created, translated, withBlock])
    expect(statuses(added)).toEqual({ 'de-CH': 'current', en: 'outdated' })
    expect(changesFor(added, 'en', locales).map((change) => change.path)).toEqual([
      'layout.b1.heading',
    ])
    expect(statuses(step(added, version(translated), locales))).toEqual({
      'de-CH': 'current',
      en: 'current',
    })
  })

  it('a document with no text in any language is up to date', () => {
    expect(statuses(fold([{ title: {} }]))).toEqual({ 'de-CH': 'current', en: 'current' })
  })
})
