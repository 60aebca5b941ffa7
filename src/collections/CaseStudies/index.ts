import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  admin: { hidden: contentAdminHidden, useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'client', '_status'] },
  access: publishedContentAccess,
  hooks: revalidate,
  versions: contentVersions,
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'client', type: 'text', required: true },
    { name: 'industry', type: 'text', localized: true, required: true },
    { name: 'summary', type: 'textarea', localized: true, required: true },
    { name: 'heroImage', type: 'upload', relationTo: 'media', maxDepth: 2 },
    {
      name: 'figures',
      type: 'array',
      fields: [
        { name: 'value', type: 'text', localized: true, required: true },
        { name: 'label', type: 'text', localized: true, required: true },
      ],
    },
    { name: 'content', type: 'richText', localized: true, required: true },
    { name: 'testimonial', type: 'relationship', relationTo: 'testimonials', maxDepth: 1 },
    publishedAtField,
  ],
}
