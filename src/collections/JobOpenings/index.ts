import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const JobOpenings: CollectionConfig = {
  slug: 'job-openings',
  admin: { hidden: contentAdminHidden, useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'location', '_status'] },
  access: publishedContentAccess,
  hooks: revalidate,
  versions: contentVersions,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'location', type: 'text', localized: true, required: true },
    { name: 'employmentType', type: 'text', localized: true, required: true },
    { name: 'summary', type: 'textarea', localized: true, required: true },
    { name: 'description', type: 'richText', localized: true, required: true },
    publishedAtField,
  ],
}
