import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'

import { revalidate } from './hooks/revalidate'
import { slugField } from '@/fields/slug'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidate,
  fields: [{ name: 'title', type: 'text', localized: true, required: true }, slugField()],
}
