import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'

import { revalidate } from './hooks/revalidate'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { hidden: contentAdminHidden, useAsTitle: 'author', group: 'Content', defaultColumns: ['author', 'company'] },
  access: publicContentAccess,
  hooks: revalidate,
  fields: [
    { name: 'quote', type: 'textarea', localized: true, required: true },
    { name: 'author', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'company', type: 'text' },
  ],
}
