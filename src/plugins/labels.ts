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
