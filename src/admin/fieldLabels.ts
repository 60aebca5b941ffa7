import type { Field, Plugin, StaticLabel } from 'payload'

/** The admin wording of one field a plugin adds (it comes with English strings only). */
export type FieldLabels = {
  label?: StaticLabel
  labels?: { singular: StaticLabel; plural: StaticLabel }
  description?: StaticLabel
  placeholder?: Record<string, string>
  options?: Record<string, StaticLabel>
}

type LooseField = Record<string, unknown> & {
  name?: string
  admin?: Record<string, unknown>
  fields?: Field[]
  tabs?: { fields: Field[] }[]
  blocks?: { fields: Field[] }[]
  options?: ({ label: unknown; value: string } | string)[]
}

/** Gives the named fields (at any depth) their English and German labels, descriptions, placeholders and option labels. */
export function labelFields(fields: Field[], labels: Record<string, FieldLabels>): Field[] {
  return fields.map((original) => {
    const field = { ...(original as unknown as LooseField) }
    const set = field.name ? labels[field.name] : undefined
    if (set?.label) field.label = set.label
    if (set?.labels) field.labels = set.labels
    if (set?.description) field.admin = { ...field.admin, description: set.description }
    if (set?.placeholder) field.admin = { ...field.admin, placeholder: set.placeholder }
    if (set?.options && field.options) {
      const options = set.options
      field.options = field.options.map((option) => {
        const value = typeof option === 'string' ? option : option.value
        return {
          label: options[value] ?? (typeof option === 'string' ? option : option.label),
          value,
        }
      })
    }
    if (field.fields) field.fields = labelFields(field.fields, labels)
    if (field.blocks)
      field.blocks = field.blocks.map((block) => ({
        ...block,
        fields: labelFields(block.fields, labels),
      }))
    if (field.tabs)
      field.tabs = field.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields, labels) }))
    return field as unknown as Field
  })
}

/** The SEO plugin names its `meta` group "SEO" in English only. */
export const seoGroupLabel =
  (collections: readonly string[]): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map((collection) =>
      collections.includes(collection.slug)
        ? {
            ...collection,
            fields: labelFields(collection.fields, { meta: { label: { en: 'SEO', de: 'SEO' } } }),
          }
        : collection,
    ),
  })

/** Labels by field name; `fields` for a group's own fields. */
type LabelTree = Record<string, { label: StaticLabel; fields?: LabelTree }>

/**
 * Sets the labels of `tree` on the fields of that name at this level and, for a field not there
 * yet, adds one carrying only its label: Payload adds its upload fields while building the config
 * and merges a field of the same name into its own (a text field, or a group for `fields`).
 */
function withLabels(fields: Field[], tree: LabelTree): Field[] {
  const named = (name: string) => (field: Field) => 'name' in field && field.name === name
  const labelled = fields.map((original) => {
    const field = original as LooseField
    const set = field.name ? tree[field.name] : undefined
    if (!set) return original
    return {
      ...field,
      label: set.label,
      ...(set.fields && field.fields ? { fields: withLabels(field.fields, set.fields) } : {}),
    } as unknown as Field
  })
  const missing = Object.entries(tree)
    .filter(([name]) => !fields.some(named(name)))
    .map(([name, set]): Field =>
      set.fields
        ? { name, type: 'group', label: set.label, fields: withLabels([], set.fields) }
        : { name, type: 'text', label: set.label },
    )
  return [...labelled, ...missing]
}

const fileLabels = {
  url: { label: { en: 'URL', de: 'URL' } },
  mimeType: { label: { en: 'MIME type', de: 'MIME-Typ' } },
} satisfies LabelTree

/**
 * Payload's upload fields and the storage plugin's (`prefix`, `_objectKey`) come with English
 * labels or none. The edit view hides them, but they name columns and filters of the list view:
 * labelled in both languages here, the image sizes by `sizeLabels`.
 */
export const uploadFieldLabels =
  (sizeLabels: Record<string, StaticLabel>): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map((collection) => {
      if (!collection.upload) return collection
      const sizes =
        typeof collection.upload === 'object' ? (collection.upload.imageSizes ?? []) : []
      const tree: LabelTree = {
        ...fileLabels,
        thumbnailURL: { label: { en: 'Thumbnail URL', de: 'Vorschaubild-URL' } },
        prefix: { label: { en: 'Storage prefix', de: 'Speicherpräfix' } },
        _objectKey: { label: { en: 'Storage key', de: 'Speicherschlüssel' } },
      }
      if (sizes.length > 0)
        tree.sizes = {
          label: { en: 'Image sizes', de: 'Bildgrössen' },
          fields: Object.fromEntries(
            sizes.map((size) => [
              size.name,
              { label: sizeLabels[size.name] ?? size.name, fields: fileLabels },
            ]),
          ),
        }
      return { ...collection, fields: withLabels(collection.fields, tree) }
    }),
  })
