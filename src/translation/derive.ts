import { plainText, type RichTextValue } from './richText'

/**
 * The translation status of a document, derived from the order of its versions.
 *
 * A document's translatable content is a snapshot: every localized field (inside groups, arrays
 * and blocks too) by path, with its value in each language. The state remembers, per field and
 * language, what the other languages said when this language's field was last written or
 * confirmed (`refs`). A language is outdated when another language's text differs from what it
 * said then, missing when it has no text at all.
 *
 * A write of a language that was outdated on that field answers the change: the other languages
 * go with the new text (the answer does not make them outdated in turn), and the language itself
 * stays outdated until someone marks it as translated, unless the field was empty before (the
 * first text of a field is its translation). Languages changed together in one version (a save of
 * both, a restored version) go with each other. Any other write changes the source: the other
 * languages become outdated.
 */

export type FieldKind = 'text' | 'richText' | 'other'

export type SnapshotEntry = {
  kind: FieldKind
  /** The field's label path in each admin language, e.g. `{ en: 'Layout › Hero › Lead', … }`. */
  label: Record<string, string>
  values: Record<string, unknown>
}

/** Path (`layout.<row id>.lead`) → entry. */
export type Snapshot = Record<string, SnapshotEntry>

export type TranslationState = {
  seen: Snapshot
  /** path → language → other language → that language's value when this one was last written. */
  refs: Record<string, Record<string, Record<string, unknown>>>
}

export type Status = 'current' | 'outdated' | 'missing'

export type Change = {
  path: string
  label: Record<string, string>
  kind: FieldKind
  /** The language whose text changed, with its text then (`before`) and now (`after`). */
  locale: string
  before: unknown
  after: unknown
}

export const emptyState = (): TranslationState => ({ seen: {}, refs: {} })

/** Empty: no value, blank text, or rich text without any text. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'object' && 'root' in (value as object))
    return plainText(value as RichTextValue).trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** A comparable key of a value: equal keys, equal content (blank and missing are the same). */
export function valueKey(value: unknown): string {
  if (isEmptyValue(value)) return ''
  if (typeof value === 'string') return value.trim()
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )
}

const same = (a: unknown, b: unknown) => valueKey(a) === valueKey(b)

function outdatedOn(
  refs: TranslationState['refs'][string] | undefined,
  values: Record<string, unknown>,
  locale: string,
  locales: readonly string[],
): string[] {
  return locales.filter(
    (other) => other !== locale && !same(values[other], refs?.[locale]?.[other]),
  )
}

/** The state after the document's content became `next` (one version, or one save). */
export function step(
  state: TranslationState,
  next: Snapshot,
  locales: readonly string[],
): TranslationState {
  const refs: TranslationState['refs'] = {}
  for (const [path, entry] of Object.entries(next)) {
    const before = state.seen[path]?.values ?? {}
    const previous = state.refs[path]
    const fieldRefs: Record<string, Record<string, unknown>> = Object.fromEntries(
      locales.map((locale) => [locale, { ...previous?.[locale] }]),
    )
    const changed = locales.filter((locale) => !same(entry.values[locale], before[locale]))
    const together = changed.length > 1
    for (const locale of changed) {
      const answered = together
        ? changed.filter((other) => other !== locale)
        : outdatedOn(previous, before, locale, locales)
      const firstText = isEmptyValue(before[locale])
      for (const other of locales) {
        if (other === locale) continue
        // Up to date with the others' text now, unless this edits an outdated translation.
        if (together || firstText || !answered.includes(other))
          fieldRefs[locale][other] = entry.values[other]
        // An answer to the others' change: they go with this language's new text.
        if (answered.includes(other)) fieldRefs[other][locale] = entry.values[locale]
      }
    }
    refs[path] = fieldRefs
  }
  return { seen: next, refs }
}

/**
 * Confirms `locale` as translated (all its fields, or the `paths` given): it goes with what every
 * other language says now.
 */
export function confirm(
  state: TranslationState,
  locale: string,
  locales: readonly string[],
  paths?: readonly string[],
): TranslationState {
  const refs: TranslationState['refs'] = { ...state.refs }
  for (const [path, entry] of Object.entries(state.seen)) {
    if (paths && !paths.includes(path)) continue
    const fieldRefs = { ...state.refs[path], [locale]: { ...state.refs[path]?.[locale] } }
    for (const other of locales)
      if (other !== locale) fieldRefs[locale][other] = entry.values[other]
    refs[path] = fieldRefs
  }
  return { ...state, refs }
}

/** True when `locale` has any text in the document. */
export const hasContent = (snapshot: Snapshot, locale: string): boolean =>
  Object.values(snapshot).some((entry) => !isEmptyValue(entry.values[locale]))

/**
 * The fields of other languages that changed since `locale` was last written or confirmed. A
 * language without any text (never written, or emptied by restoring an old version) asks nothing
 * of the others.
 */
export function changesFor(
  state: TranslationState,
  locale: string,
  locales: readonly string[],
): Change[] {
  const written = locales.filter((other) => hasContent(state.seen, other))
  return Object.entries(state.seen).flatMap(([path, entry]) =>
    outdatedOn(state.refs[path], entry.values, locale, written).map((other) => ({
      path,
      label: entry.label,
      kind: entry.kind,
      locale: other,
      before: state.refs[path]?.[locale]?.[other] ?? null,
      after: entry.values[other] ?? null,
    })),
  )
}

/** up to date, outdated or missing (no text in this language while another language has some). */
export function statusOf(
  state: TranslationState,
  locale: string,
  locales: readonly string[],
): Status {
  if (!hasContent(state.seen, locale))
    return locales.some((other) => hasContent(state.seen, other)) ? 'missing' : 'current'
  return changesFor(state, locale, locales).length > 0 ? 'outdated' : 'current'
}
