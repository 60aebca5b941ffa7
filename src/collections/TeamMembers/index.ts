import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'

import { listedVersions, publishCreatedUnlessDraft } from '../versions'
import { revalidate } from './hooks/revalidate'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: {
    singular: { en: 'Team member', de: 'Teammitglied' },
    plural: { en: 'Team', de: 'Team' },
  },
  admin: {
    hidden: contentAdminHidden,
    useAsTitle: 'name',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['name', 'role', 'order', '_status'],
  },
  access: publishedContentAccess,
  versions: listedVersions,
  hooks: { ...revalidate, beforeOperation: [publishCreatedUnlessDraft] },
  defaultSort: 'order',
  fields: [
    { name: 'name', label: { en: 'Name', de: 'Name' }, type: 'text', required: true },
    {
      name: 'role',
      label: { en: 'Role', de: 'Rolle' },
      type: 'text',
      localized: true,
      required: true,
    },
    {
      name: 'bio',
      label: { en: 'Biography', de: 'Kurzbiografie' },
      type: 'textarea',
      localized: true,
      required: true,
    },
    {
      name: 'photo',
      label: { en: 'Photo', de: 'Foto' },
      type: 'upload',
      relationTo: 'media',
      maxDepth: 2,
    },
    {
      name: 'order',
      label: { en: 'Order', de: 'Reihenfolge' },
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar' },
    },
  ],
}
