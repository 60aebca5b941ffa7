import type { Block, BlocksField, Field, Tab } from 'payload'

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

function blockOf(field: BlocksField, row: Record<string, unknown>, blocks: Block[]) {
  return (
    field.blocks.find((candidate) => candidate.slug === row.blockType) ??
    blocks.find((candidate) => candidate.slug === row.blockType) ??
    (field.blockReferences ?? []).find(
      (candidate): candidate is Block =>
        typeof candidate === 'object' && candidate.slug === row.blockType,
    )
  )
}

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
          const block = blockOf(field, row, blocks)
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

/** The field named `name` among `fields` (through rows, collapsibles and unnamed tabs), or a named tab. */
function fieldNamed(fields: Field[], name: string): Field | Tab | undefined {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      const found = fieldNamed(field.fields, name)
      if (found) return found
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found =
          'name' in tab && tab.name
            ? tab.name === name
              ? tab
              : undefined
            : fieldNamed(tab.fields, name)
        if (found) return found
      }
    } else if ('name' in field && field.name === name && field.type !== 'ui') return field
  }
  return undefined
}

export type FieldOnPath = { field: Field; siblingData: Data }

/**
 * The fields a path of `snapshotOf` (or its beginning) goes through, outermost first, each with
 * the data beside it (for field access rules). Undefined when the document has no such path.
 */
export function fieldsAlong(
  fields: Field[],
  doc: Data,
  path: string,
  blocks: Block[] = [],
): FieldOnPath[] | undefined {
  const segments = path.split('.')
  const along: FieldOnPath[] = []
  let level = fields
  let data = doc
  for (let index = 0; index < segments.length; index += 1) {
    const found = fieldNamed(level, segments[index])
    if (!found) return undefined
    if (!('type' in found)) {
      level = found.fields
      data = data?.[segments[index]] as Data
      continue
    }
    along.push({ field: found, siblingData: data })
    if (index === segments.length - 1) break
    const value = data?.[segments[index]]
    if (found.type === 'group') {
      level = found.fields
      data = value as Data
    } else if (found.type === 'array' || found.type === 'blocks') {
      index += 1
      const rows = rowsOf(value)
      const row = rows.find((candidate, at) => String(candidate.id ?? at) === segments[index])
      const rowFields =
        found.type === 'array' ? found.fields : row && blockOf(found, row, blocks)?.fields
      if (!row || !rowFields) return undefined
      if (index === segments.length - 1) break
      level = rowFields
      data = row
    } else return undefined
  }
  return along
}
