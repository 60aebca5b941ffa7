import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { slugField } from '@/fields/slug'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const GlossaryTerms: CollectionConfig = {
  slug: 'glossary-terms',
  admin: { hidden: contentAdminHidden, useAsTitle: 'term', group: 'Content', defaultColumns: ['term', 'slug', '_status'] },
  access: publishedContentAccess,
  hooks: revalidate,
  versions: contentVersions,
  defaultSort: 'term',
  fields: [
    { name: 'term', type: 'text', localized: true, required: true },
    slugField('term'),
    { name: 'shortDefinition', type: 'textarea', localized: true, required: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'related', type: 'relationship', relationTo: 'glossary-terms', hasMany: true, maxDepth: 1 },
  ],
}
