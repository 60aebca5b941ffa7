import type { Field, FieldHook } from 'payload'

import { slugify } from '@/utilities/slugify'

const slugFromTitle =
  (source: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const title = data?.[source] ?? originalDoc?.[source]
    return typeof title === 'string' ? slugify(title) : value
  }

/** A localized, indexed URL segment, derived from the title when left empty. */
export function slugField(source = 'title'): Field {
  return {
    name: 'slug',
    label: { en: 'Slug', de: 'Slug' },
    type: 'text',
    localized: true,
    index: true,
    required: true,
    admin: {
      position: 'sidebar',
      description: {
        en: 'URL segment in this language. Left empty, it is made from the title.',
        de: 'URL-Segment in dieser Sprache. Leer gelassen, wird es aus dem Titel gebildet.',
      },
    },
    hooks: { beforeValidate: [slugFromTitle(source)] },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
        ? true
        : 'Use lower-case letters, digits and single hyphens only.',
  }
}
