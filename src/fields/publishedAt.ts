import type { Field } from 'payload'

/** Publication date shown to readers; set on first publish when left empty. */
export const publishedAtField: Field = {
  name: 'publishedAt',
  label: { en: 'Published at', de: 'Veröffentlicht am' },
  type: 'date',
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  hooks: {
    beforeChange: [
      ({ siblingData, value }) =>
        siblingData._status === 'published' && !value ? new Date().toISOString() : value,
    ],
  },
}
