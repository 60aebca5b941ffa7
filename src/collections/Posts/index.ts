import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { previewAdmin } from '@/routing/preview'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { en: 'Post', de: 'Beitrag' }, plural: { en: 'Posts', de: 'Beiträge' } },
  admin: {
    hidden: contentAdminHidden,
    useAsTitle: 'title',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['title', 'publishedAt', '_status'],
    ...previewAdmin('posts'),
  },
  hooks: revalidate,
  access: publishedContentAccess,
  versions: contentVersions,
  defaultSort: '-publishedAt',
  fields: [
    {
      name: 'title',
      label: { en: 'Title', de: 'Titel' },
      type: 'text',
      localized: true,
      required: true,
    },
    slugField(),
    {
      name: 'excerpt',
      label: { en: 'Excerpt', de: 'Auszug' },
      type: 'textarea',
      localized: true,
      required: true,
    },
    {
      name: 'heroImage',
      label: { en: 'Hero image', de: 'Titelbild' },
      type: 'upload',
      relationTo: 'media',
      maxDepth: 2,
    },
    {
      name: 'content',
      label: { en: 'Content', de: 'Inhalt' },
      type: 'richText',
      localized: true,
      required: true,
    },
    {
      name: 'codeSample',
      label: { en: 'Code sample', de: 'Codebeispiel' },
      type: 'code',
      admin: {
        description: {
          en: 'Optional code listing shown after the article',
          de: 'Optionales Codebeispiel nach dem Artikel',
        },
      },
    },
    publishedAtField,
    {
      name: 'authors',
      label: { en: 'Authors', de: 'Autoren' },
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      maxDepth: 1,
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      label: { en: 'Categories', de: 'Kategorien' },
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      maxDepth: 2,
      admin: { position: 'sidebar' },
    },
  ],
}
