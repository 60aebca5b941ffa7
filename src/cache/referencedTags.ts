/**
 * The documents a piece of content shows besides itself, as cache tags (docTag): a page that
 * carries them is rendered again when any of them is published, unpublished, edited or deleted.
 * Where a reference sits and which collection it points to comes from the fields' config
 * (Payload's flattened fields: relationship and upload fields, polymorphic ones as
 * `{ relationTo, value }`, inside groups, tabs, arrays and blocks). Rich text names the
 * collection in each node: uploads, relationships and internal links. Populated documents are
 * followed into their own fields (a picked case study's image, a linked page).
 */
import type {
  Collection,
  FlattenedBlock,
  FlattenedBlocksField,
  FlattenedField,
  Payload,
} from 'payload'

import { docTag } from './tags'

/** What a Payload instance knows of the config: collections and blocks by slug, the globals. */
type Schema = {
  collections: Partial<Record<string, Pick<Collection, 'config'>>>
  blocks: Partial<Record<string, FlattenedBlock>>
  globals: Pick<Payload['globals'], 'config'>
}
type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row => value !== null && typeof value === 'object'

/** The entry of a slug; slugs come from stored content too, which may name `constructor`. */
const bySlug = <T>(map: Partial<Record<string, T>>, slug: string): T | undefined =>
  Object.hasOwn(map, slug) ? map[slug] : undefined

const blockOf = (schema: Schema, field: FlattenedBlocksField, row: Row) =>
  (field.blockReferences ?? field.blocks)
    .map((block) => (typeof block === 'string' ? bySlug(schema.blocks, block) : block))
    .find((block): block is FlattenedBlock => block?.slug === row.blockType)

/** Walks one locale's data (as read with a single `locale`, not 'all'). */
function collect(schema: Schema, fields: FlattenedField[], data: unknown): string[] {
  const tags = new Set<string>()
  const visited = new Set<object>()

  const reference = (relationTo: string, value: unknown) => {
    if (typeof value === 'number' || typeof value === 'string') {
      tags.add(docTag(relationTo, value))
      return
    }
    if (!isRow(value) || (typeof value.id !== 'number' && typeof value.id !== 'string')) return
    tags.add(docTag(relationTo, value.id))
    const related = bySlug(schema.collections, relationTo)
    if (related) walk(related.config.flattenedFields, value)
  }

  const richText = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(richText)
    if (!isRow(node)) return
    if (
      (node.type === 'upload' || node.type === 'relationship') &&
      typeof node.relationTo === 'string'
    )
      reference(node.relationTo, node.value)
    const doc = isRow(node.fields) ? node.fields.doc : undefined
    if (node.type === 'link' && isRow(doc) && typeof doc.relationTo === 'string')
      reference(doc.relationTo, doc.value)
    richText(node.root)
    richText(node.children)
  }

  const walk = (fields: FlattenedField[], data: unknown) => {
    if (!isRow(data) || visited.has(data)) return
    visited.add(data)
    for (const field of fields) {
      const value = data[field.name]
      switch (field.type) {
        case 'relationship':
        case 'upload': {
          const { relationTo } = field
          for (const item of Array.isArray(value) ? value : [value]) {
            if (typeof relationTo === 'string') reference(relationTo, item)
            else if (isRow(item) && typeof item.relationTo === 'string')
              reference(item.relationTo, item.value)
          }
          break
        }
        case 'group':
        case 'tab':
          walk(field.flattenedFields, value)
          break
        case 'array':
          if (Array.isArray(value)) for (const row of value) walk(field.flattenedFields, row)
          break
        case 'blocks':
          if (Array.isArray(value))
            for (const row of value) {
              const block = isRow(row) ? blockOf(schema, field, row) : undefined
              if (block) walk(block.flattenedFields, row)
            }
          break
        case 'richText':
          richText(value)
          break
      }
    }
  }

  walk(fields, data)
  return [...tags]
}

/** The docTags of every document these documents of `collection` refer to. */
export function collectionReferences(schema: Schema, collection: string, docs: unknown[]) {
  const fields = bySlug(schema.collections, collection)?.config.flattenedFields
  if (!fields) return []
  return [...new Set(docs.flatMap((doc) => collect(schema, fields, doc)))]
}

/** The docTags of every document a global (navigation, footer, site settings) refers to. */
export function globalReferences(schema: Schema, global: string, data: unknown) {
  const config = schema.globals.config.find((candidate) => candidate.slug === global)
  return config ? collect(schema, config.flattenedFields, data) : []
}
