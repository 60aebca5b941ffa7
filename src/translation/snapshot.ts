import type { Block, Field } from 'payload'

import type { FieldKind, Snapshot } from './derive'

type Data = Record<string, unknown> | undefined
type Labels = Record<string, string>

/** The admin languages labels are written in. */
export const adminLanguages = ['de', 'en'] as const

function labelIn(label: unknown, language: string, fallback: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const text = byLanguage[language] ?? byLanguage.en
    if (typeof text === 'string') return text
  }
  return fallback
}

const labelsOf = (label: unknown, fallback: string): Labels =>
  Object.fromEntries(
    adminLanguages.map((language) => [language, labelIn(label, language, fallback)]),
  )

const join = (parent: Labels | undefined, own: Labels): Labels =>
  parent
    ? Object.fromEntries(
        adminLanguages.map((language) => [language, `${parent[language]} › ${own[language]}`]),
      )
    : own

const kindOf = (field: Field): FieldKind =>
  field.type === 'richText'
    ? 'richText'
    : field.type === 'text' || field.type === 'textarea'
      ? 'text'
      : 'other'

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : []

/**
 * The translatable content of a document read with `locale: 'all'`: every localized field by
 * path (array and block rows by their id, so a moved row keeps its path), with its value in
 * each language and its label path in each admin language.
 */
export function snapshotOf(
  fields: Field[],
  doc: Data,
  locales: readonly string[],
  blocks: Block[] = [],
): Snapshot {
  const snapshot: Snapshot = {}
  const walk = (fields: Field[], data: Data, path: string, parentLabel: Labels | undefined) => {
    for (const field of fields) {
      if (field.type === 'row' || field.type === 'collapsible') {
        walk(field.fields, data, path, parentLabel)
        continue
      }
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name)
            walk(
              tab.fields,
              data?.[tab.name] as Data,
              `${path}${tab.name}.`,
              join(parentLabel, labelsOf(tab.label, tab.name)),
            )
          else walk(tab.fields, data, path, parentLabel)
        }
        continue
      }
      if (!('name' in field) || field.type === 'ui') continue
      const value = data?.[field.name]
      const label = join(parentLabel, labelsOf(field.label, field.name))
      const fieldPath = `${path}${field.name}`
      if (field.localized) {
        const byLocale = (value ?? {}) as Record<string, unknown>
        snapshot[fieldPath] = {
          kind: kindOf(field),
          label,
          values: Object.fromEntries(locales.map((locale) => [locale, byLocale[locale] ?? null])),
        }
        continue
      }
      if (field.type === 'group') walk(field.fields, value as Data, `${fieldPath}.`, label)
      if (field.type === 'array')
        rowsOf(value).forEach((row, index) =>
          walk(
            field.fields,
            row,
            `${fieldPath}.${String(row.id ?? index)}.`,
            join(label, labelsOf(String(index + 1), String(index + 1))),
          ),
        )
      if (field.type === 'blocks')
        rowsOf(value).forEach((row, index) => {
          const block =
            field.blocks.find((candidate) => candidate.slug === row.blockType) ??
            blocks.find((candidate) => candidate.slug === row.blockType) ??
            (field.blockReferences ?? []).find(
              (candidate): candidate is Block =>
                typeof candidate === 'object' && candidate.slug === row.blockType,
            )
          if (!block) return
          const blockLabel = labelsOf(block.labels?.singular, block.slug)
          walk(
            block.fields,
            row,
            `${fieldPath}.${String(row.id ?? index)}.`,
            join(
              label,
              Object.fromEntries(
                adminLanguages.map((language) => [
                  language,
                  `${blockLabel[language]} ${index + 1}`,
                ]),
              ),
            ),
          )
        })
    }
  }
  walk(fields, doc, '', undefined)
  return snapshot
}
