import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'

import { revalidate } from './hooks/revalidate'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  admin: { hidden: contentAdminHidden, useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'role', 'order'] },
  access: publicContentAccess,
  hooks: revalidate,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true, required: true },
    { name: 'bio', type: 'textarea', localized: true, required: true },
    { name: 'photo', type: 'upload', relationTo: 'media', maxDepth: 2 },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
