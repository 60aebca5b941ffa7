import type { Locale } from '@/i18n/locales'

/** Text in both languages, written side by side in the seed content. */
export type Bilingual = { readonly de: string; readonly en: string }

const RICH = Symbol('rich')
const REF = Symbol('ref')

export type RichText = { readonly [RICH]: Bilingual }
export type Reference = { readonly [REF]: { relationTo: string; key: string | Bilingual } }

/** Both languages of a text field. */
export const t = (de: string, en: string): Bilingual => ({ de, en })

/** Rich text in both languages, written as light markdown (## heading, - list, **bold**, [link](url)). */
export const rich = (de: string, en: string): RichText => ({ [RICH]: { de, en } })

/**
 * A link to another seeded document, resolved to its id once every document exists; with a key per
 * language, each language links to its own document (an image with words in that language).
 */
export const ref = (relationTo: string, key: string | Bilingual): Reference => ({
  [REF]: { relationTo, key },
})

/** Link field value pointing to a seeded document. */
export const linkTo = (
  relationTo: string,
  key: string,
  label: Bilingual,
  appearance = 'primary',
) => ({
  type: 'reference',
  appearance,
  reference: { relationTo, value: ref(relationTo, key) },
  label,
})

/** Link field value pointing to a custom URL. */
export const linkUrl = (url: string | Bilingual, label: Bilingual, appearance = 'primary') => ({
  type: 'custom',
  appearance,
  url,
  label,
})

export type ResolveReference = (relationTo: string, key: string) => number | string
export type MarkdownToRichText = (markdown: string) => unknown

const isBilingual = (value: object): value is Bilingual =>
  Object.keys(value).length === 2 &&
  typeof (value as Bilingual).de === 'string' &&
  typeof (value as Bilingual).en === 'string'

/** Turns bilingual seed data into the data of one locale, resolving rich text and references. */
export function inLocale(
  value: unknown,
  locale: Locale,
  resolve: ResolveReference,
  toRichText: MarkdownToRichText,
): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale, resolve, toRichText))
  if (value === null || typeof value !== 'object') return value
  if (RICH in value) {
    const text = (value as RichText)[RICH]
    return toRichText(locale === 'en' ? text.en : text.de)
  }
  if (REF in value) {
    const { relationTo, key } = (value as Reference)[REF]
    if (typeof key === 'string') return resolve(relationTo, key)
    return resolve(relationTo, locale === 'en' ? key.en : key.de)
  }
  if (isBilingual(value)) return locale === 'en' ? value.en : value.de
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inLocale(item, locale, resolve, toRichText)]),
  )
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * Copies array-row and block ids from a saved document onto data of the same shape, so that an
 * update in a second locale fills the same rows instead of replacing them.
 */
export function withIdsFrom(saved: unknown, data: unknown): unknown {
  if (Array.isArray(data)) {
    return data.map((item, index) => {
      const counterpart = Array.isArray(saved) ? saved[index] : undefined
      const merged = withIdsFrom(counterpart, item)
      return isPlainObject(merged) &&
        isPlainObject(counterpart) &&
        typeof counterpart.id === 'string'
        ? { ...merged, id: counterpart.id }
        : merged
    })
  }
  if (!isPlainObject(data) || 'root' in data) return data
  const counterpart = isPlainObject(saved) ? saved : {}
  return Object.fromEntries(
    Object.entries(data).map(([key, item]) => [key, withIdsFrom(counterpart[key], item)]),
  )
}
