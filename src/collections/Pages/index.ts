import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { layoutBlocks } from '@/blocks'
import { slugField } from '@/fields/slug'
import { previewAdmin } from '@/utilities/preview'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { hidden: contentAdminHidden, useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], ...previewAdmin('pages') },
  hooks: revalidate,
  access: publishedContentAccess,
  versions: contentVersions,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'layout', type: 'blocks', blocks: layoutBlocks },
  ],
}
