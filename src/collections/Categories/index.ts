import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'

import { revalidate } from './hooks/revalidate'
import { slugField } from '@/fields/slug'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { hidden: contentAdminHidden, useAsTitle: 'title', group: 'Content' },
  access: publicContentAccess,
  hooks: revalidate,
  fields: [{ name: 'title', type: 'text', localized: true, required: true }, slugField()],
}
