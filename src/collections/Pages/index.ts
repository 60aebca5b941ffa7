import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly } from '@/access'
import { layoutBlocks } from '@/blocks'
import { slugField } from '@/fields/slug'

import { contentVersions } from '../versions'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: contentVersions,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'layout', type: 'blocks', blocks: layoutBlocks },
  ],
}
