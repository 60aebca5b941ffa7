import type { BeforeSync } from '@payloadcms/plugin-search/types'
import type { Field } from 'payload'

import { labelFields } from '@/admin/fieldLabels'

type Source = {
  title?: unknown
  term?: unknown
  excerpt?: unknown
  summary?: unknown
  shortDefinition?: unknown
  meta?: { description?: unknown } | null
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/** Search rows get a title for every collection (glossary terms have `term`) and a short excerpt. */
export const searchBeforeSync: BeforeSync = ({ originalDoc, searchDoc }) => {
  const doc = originalDoc as Source
  return {
    ...searchDoc,
    title: text(doc.title) ?? text(doc.term) ?? searchDoc.title,
    excerpt:
      text(doc.meta?.description) ??
      text(doc.excerpt) ??
      text(doc.summary) ??
      text(doc.shortDefinition) ??
      null,
  }
}

export const searchFields = ({ defaultFields }: { defaultFields: Field[] }): Field[] => [
  ...labelFields(defaultFields, {
    title: { label: { en: 'Title', de: 'Titel' } },
    priority: { label: { en: 'Priority', de: 'Priorität' } },
    doc: { label: { en: 'Document', de: 'Dokument' } },
    docUrl: { label: { en: 'Document URL', de: 'Dokument-URL' } },
  }),
  {
    name: 'excerpt',
    label: { en: 'Excerpt', de: 'Auszug' },
    type: 'textarea',
    localized: true,
    admin: { readOnly: true },
  },
]
