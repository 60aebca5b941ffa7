import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'
import { slugField } from '@/fields/slug'

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
  },
  access: publicContentAccess,
  hooks: revalidate,
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
