import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { slugField } from '@/fields/slug'
import { previewAdmin } from '@/routing/preview'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const GlossaryTerms: CollectionConfig = {
  slug: 'glossary-terms',
  labels: {
    singular: { en: 'Glossary term', de: 'Glossarbegriff' },
    plural: { en: 'Glossary', de: 'Glossar' },
  },
  admin: {
    hidden: contentAdminHidden,
    useAsTitle: 'term',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['term', 'slug', '_status'],
    ...previewAdmin('glossary-terms'),
  },
  access: publishedContentAccess,
  hooks: revalidate,
  versions: contentVersions,
  defaultSort: 'term',
  fields: [
    {
      name: 'term',
      label: { en: 'Term', de: 'Begriff' },
      type: 'text',
      localized: true,
      required: true,
    },
    slugField('term'),
    {
      name: 'shortDefinition',
      label: { en: 'Short definition', de: 'Kurzdefinition' },
      type: 'textarea',
      localized: true,
      required: true,
    },
    { name: 'body', label: { en: 'Body', de: 'Text' }, type: 'richText', localized: true },
    {
      name: 'related',
      label: { en: 'Related terms', de: 'Verwandte Begriffe' },
      type: 'relationship',
      relationTo: 'glossary-terms',
      hasMany: true,
      maxDepth: 1,
    },
  ],
}
