import type { CollectionSlug, GlobalSlug } from 'payload'

/** Every localized collection staff translate (the site's content, its lists and its forms). */
export const translatedCollections = [
  'pages',
  'posts',
  'case-studies',
  'glossary-terms',
  'job-openings',
  'team-members',
  'testimonials',
  'categories',
  'forms',
] as const satisfies readonly CollectionSlug[]
export type TranslatedCollection = (typeof translatedCollections)[number]

/** The localized globals (navigation and settings). */
export const translatedGlobals = [
  'header',
  'footer',
  'site-settings',
] as const satisfies readonly GlobalSlug[]
export type TranslatedGlobal = (typeof translatedGlobals)[number]

/** The store: one row per document (or global) with its status per language and its state. */
export const storeSlug = 'translation-states' as const

/** The status group every translated collection carries (list column and filter). */
export const statusGroup = 'translation'

/** A language's field name in the status group: `de-CH` → `deCH`. */
export const localeFieldName = (locale: string) => locale.replace(/[^A-Za-z0-9]/g, '')

export const statusValues = ['current', 'outdated', 'missing'] as const

export type Target =
  { collection: TranslatedCollection; id: number | string } | { global: TranslatedGlobal }

export const isTranslatedCollection = (slug: unknown): slug is TranslatedCollection =>
  (translatedCollections as readonly unknown[]).includes(slug)
export const isTranslatedGlobal = (slug: unknown): slug is TranslatedGlobal =>
  (translatedGlobals as readonly unknown[]).includes(slug)

/** The store row's key of a target: `pages:12` or `global:header`. */
export const targetKey = (target: Target) =>
  'global' in target ? `global:${target.global}` : `${target.collection}:${String(target.id)}`
