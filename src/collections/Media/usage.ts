import type { Block, Field, Payload, PayloadRequest } from 'payload'

export type MediaUse = {
  kind: 'collection' | 'global'
  slug: string
  /** The collection's singular label or the global's label: { en, de }, a string, or absent. */
  typeLabel: unknown
  id?: number | string
  title: string
  href: string
}

/** A config label in the admin language `language` ('en' or 'de'). */
export function labelIn(label: unknown, language: string, fallback: string): string {
  if (typeof label === 'string') return label
  if (label !== null && typeof label === 'object') {
    const record = label as Record<string, unknown>
    const text = record[language] ?? record.en
    if (typeof text === 'string') return text
  }
  return fallback
}

const isMediaRelation = (relationTo: string | string[]) =>
  Array.isArray(relationTo) ? relationTo.includes('media') : relationTo === 'media'

const sameId = (value: unknown, id: number | string) =>
  value !== null && value !== undefined && String(value) === String(id)

/** A relationship value: an id, a populated document, or a polymorphic { relationTo, value }. */
function refersTo(value: unknown, id: number | string, polymorphic: boolean): boolean {
  if (Array.isArray(value)) return value.some((item) => refersTo(item, id, polymorphic))
  if (value === null || typeof value !== 'object') return sameId(value, id)
  const record = value as Record<string, unknown>
  if (polymorphic) return record.relationTo === 'media' && refersTo(record.value, id, false)
  return sameId(record.id, id)
}

/** Upload nodes of a Lexical document (the rich text editor's upload feature). */
function richTextRefersTo(node: unknown, id: number | string): boolean {
  if (Array.isArray(node)) return node.some((child) => richTextRefersTo(child, id))
  if (node === null || typeof node !== 'object') return false
  const record = node as Record<string, unknown>
  if (
    record.type === 'upload' &&
    record.relationTo === 'media' &&
    refersTo(record.value, id, false)
  )
    return true
  return Object.values(record).some((child) => richTextRefersTo(child, id))
}

/** Localized fields arrive as { locale: value } when read with locale 'all'. */
const localeValues = (field: Field, value: unknown, locales: string[]): unknown[] =>
  'localized' in field && field.localized && value !== null && typeof value === 'object'
    ? locales.map((code) => (value as Record<string, unknown>)[code])
    : [value]

function fieldsRefer(
  fields: Field[],
  data: unknown,
  id: number | string,
  locales: string[],
  blocks: Block[],
): boolean {
  if (data === null || typeof data !== 'object') return false
  const record = data as Record<string, unknown>
  return fields.some((field) => {
    if (field.type === 'row' || field.type === 'collapsible')
      return fieldsRefer(field.fields, record, id, locales, blocks)
    if (field.type === 'tabs')
      return field.tabs.some((tab) =>
        'name' in tab && tab.name
          ? fieldsRefer(tab.fields, record[tab.name], id, locales, blocks)
          : fieldsRefer(tab.fields, record, id, locales, blocks),
      )
    if (!('name' in field) || !field.name) return false
    return localeValues(field, record[field.name], locales).some((value) => {
      switch (field.type) {
        case 'upload':
        case 'relationship':
          return (
            isMediaRelation(field.relationTo) &&
            refersTo(value, id, Array.isArray(field.relationTo))
          )
        case 'richText':
          return richTextRefersTo(value, id)
        case 'group':
          return fieldsRefer(field.fields, value, id, locales, blocks)
        case 'array':
          return (
            Array.isArray(value) &&
            value.some((row) => fieldsRefer(field.fields, row, id, locales, blocks))
          )
        case 'blocks':
          return (
            Array.isArray(value) &&
            value.some((row) => {
              const slug = (row as { blockType?: string }).blockType
              const block =
                field.blocks.find((candidate) => candidate.slug === slug) ??
                blocks.find((candidate) => candidate.slug === slug)
              return block ? fieldsRefer(block.fields, row, id, locales, blocks) : false
            })
          )
        default:
          return false
      }
    })
  })
}

/** Collections and globals whose fields can hold a media file (directly, in blocks or in rich text). */
function canHoldMedia(fields: Field[], blocks: Block[], seen = new Set<Block>()): boolean {
  return fields.some((field) => {
    if ((field.type === 'upload' || field.type === 'relationship') && 'relationTo' in field)
      return isMediaRelation(field.relationTo)
    if (field.type === 'richText') return true
    if (field.type === 'tabs')
      return field.tabs.some((tab) => canHoldMedia(tab.fields, blocks, seen))
    if (field.type === 'blocks') {
      const all = [
        ...field.blocks,
        ...(field.blockReferences ?? []).flatMap((ref) =>
          typeof ref === 'string' ? blocks.filter((block) => block.slug === ref) : [ref],
        ),
      ]
      return all.some((block) => {
        if (seen.has(block)) return false
        seen.add(block)
        return canHoldMedia(block.fields, blocks, seen)
      })
    }
    return 'fields' in field && Array.isArray(field.fields)
      ? canHoldMedia(field.fields, blocks, seen)
      : false
  })
}

/**
 * Every document and global that refers to media file `id`: upload and relationship fields (in
 * groups, arrays, tabs and blocks too) and upload nodes in rich text, in every locale. Reads the
 * current documents (drafts included) without access rules so the answer is complete.
 */
export async function findMediaUses(
  payload: Payload,
  id: number | string,
  req?: PayloadRequest,
): Promise<MediaUse[]> {
  const { config } = payload
  const locales = config.localization ? config.localization.localeCodes : []
  const blocks = config.blocks ?? []
  const adminRoute = config.routes.admin
  const uses: MediaUse[] = []

  for (const collection of config.collections) {
    if (collection.slug === 'media' || collection.slug.startsWith('payload-')) continue
    if (!canHoldMedia(collection.fields, blocks)) continue
    const read = (draft: boolean) =>
      payload.find({
        collection: collection.slug,
        locale: 'all',
        depth: 0,
        pagination: false,
        draft,
        overrideAccess: true,
        req,
      })
    // With drafts, both what is live and the latest draft count as use.
    const passes = collection.versions?.drafts ? [false, true] : [false]
    const docs = (await Promise.all(passes.map(read))).flatMap((result) => result.docs)
    const titleField = collection.admin.useAsTitle ?? 'id'
    const found = new Set<string>()
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      if (found.has(String(doc.id))) continue
      if (!fieldsRefer(collection.fields, doc, id, locales, blocks)) continue
      found.add(String(doc.id))
      const title = doc[titleField]
      const localizedTitle =
        title !== null && typeof title === 'object'
          ? Object.values(title as Record<string, unknown>).find(Boolean)
          : title
      uses.push({
        kind: 'collection',
        slug: collection.slug,
        typeLabel: collection.labels.singular,
        id: doc.id as number | string,
        title: String(localizedTitle ?? doc.id),
        href: `${adminRoute}/collections/${collection.slug}/${doc.id}`,
      })
    }
  }

  for (const global of config.globals) {
    if (global.slug.startsWith('payload-') || !canHoldMedia(global.fields, blocks)) continue
    const passes = global.versions?.drafts ? [false, true] : [false]
    const docs = await Promise.all(
      passes.map((draft) =>
        payload.findGlobal({
          slug: global.slug,
          locale: 'all',
          depth: 0,
          draft,
          overrideAccess: true,
          req,
        }),
      ),
    )
    if (docs.some((doc) => fieldsRefer(global.fields, doc, id, locales, blocks)))
      uses.push({
        kind: 'global',
        slug: global.slug,
        typeLabel: global.label,
        title: labelIn(global.label, 'en', global.slug),
        href: `${adminRoute}/globals/${global.slug}`,
      })
  }
  return uses
}
