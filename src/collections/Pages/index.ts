import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { layoutBlocks } from '@/blocks'
import { slugField } from '@/fields/slug'
import { previewAdmin } from '@/routing/preview'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', de: 'Seite' }, plural: { en: 'Pages', de: 'Seiten' } },
  admin: {
    hidden: contentAdminHidden,
    useAsTitle: 'title',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    ...previewAdmin('pages'),
  },
  hooks: revalidate,
  access: publishedContentAccess,
  versions: contentVersions,
  fields: [
    {
      name: 'title',
      label: { en: 'Title', de: 'Titel' },
      type: 'text',
      localized: true,
      required: true,
    },
    slugField(),
    { name: 'layout', label: { en: 'Layout', de: 'Layout' }, type: 'blocks', blocks: layoutBlocks },
  ],
}
