import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { slugField } from '@/fields/slug'

import { listedVersions, publishCreatedUnlessDraft } from '../versions'
import { revalidate } from './hooks/revalidate'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: { en: 'Category', de: 'Kategorie' },
    plural: { en: 'Categories', de: 'Kategorien' },
  },
  admin: {
    hidden: contentAdminHidden,
    useAsTitle: 'title',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['title', 'slug', '_status'],
  },
  access: publishedContentAccess,
  versions: listedVersions,
  hooks: { ...revalidate, beforeOperation: [publishCreatedUnlessDraft] },
  fields: [
    {
      name: 'title',
      label: { en: 'Title', de: 'Titel' },
      type: 'text',
      localized: true,
      required: true,
    },
    slugField(),
  ],
}
