import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { previewAdmin } from '@/utilities/preview'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { hidden: contentAdminHidden, useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'publishedAt', '_status'], ...previewAdmin('posts') },
  hooks: revalidate,
  access: publishedContentAccess,
  versions: contentVersions,
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'excerpt', type: 'textarea', localized: true, required: true },
    { name: 'heroImage', type: 'upload', relationTo: 'media', maxDepth: 2 },
    { name: 'content', type: 'richText', localized: true, required: true },
    { name: 'codeSample', type: 'code', admin: { description: 'Optional code listing shown after the article' } },
    publishedAtField,
    { name: 'authors', type: 'relationship', relationTo: 'team-members', hasMany: true, maxDepth: 1, admin: { position: 'sidebar' } },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true, maxDepth: 2, admin: { position: 'sidebar' } },
  ],
}
