import { slugField as payloadSlugField } from 'payload'
import type { Field, FieldHook, PayloadRequest, RowField, TextField } from 'payload'

import { adminText } from '@/admin/translations'
import { slugify } from '@/utilities/slugify'

const slugifyText = (value: unknown) =>
  typeof value === 'string' && value.trim() ? slugify(value) : undefined

/** A typed slug is normalised; an empty one is made from the title of the same language. */
const slugFromTitle =
  (source: string): FieldHook =>
  ({ value, data, originalDoc }) =>
    slugifyText(value) ?? slugifyText(data?.[source] ?? originalDoc?.[source]) ?? value

const isSlugText = (field: Field): field is TextField =>
  field.type === 'text' && field.name === 'slug'

/**
 * Payload's slug field (its admin input with lock and "generate", using our Swiss slugify): a
 * localized, indexed URL segment, derived from the title when left empty. Payload's hidden
 * "generateSlug" checkbox is left out: it would regenerate a draft's slug from later titles and
 * skip normalising typed slugs on update, where ours stays as first set.
 */
export function slugField(source = 'title'): RowField {
  return payloadSlugField({
    useAsSlug: source,
    localized: true,
    disableUnique: true,
    slugify: ({ valueToSlugify }) => slugifyText(valueToSlugify),
    overrides: (row) => ({
      ...row,
      fields: row.fields.filter(isSlugText).map((field) => ({
        ...field,
        label: { en: 'Slug', de: 'Slug' },
        admin: {
          ...field.admin,
          description: {
            en: 'URL segment in this language. Left empty, it is made from the title.',
            de: 'URL-Segment in dieser Sprache. Leer gelassen, wird es aus dem Titel gebildet.',
          },
        },
        hooks: { beforeValidate: [slugFromTitle(source)] },
        validate: (value: unknown, { req }: { req: PayloadRequest }) =>
          typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
            ? true
            : adminText(req.i18n, 'slugInvalid'),
      })),
    }),
  })
}
