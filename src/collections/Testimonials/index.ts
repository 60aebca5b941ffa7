import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'

import { listedVersions, publishCreatedUnlessDraft } from '../versions'
import { revalidate } from './hooks/revalidate'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: {
    singular: { en: 'Testimonial', de: 'Kundenstimme' },
    plural: { en: 'Testimonials', de: 'Kundenstimmen' },
  },
  admin: {
    hidden: contentAdminHidden,
    useAsTitle: 'author',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['author', 'company', '_status'],
  },
  access: publishedContentAccess,
  versions: listedVersions,
  hooks: { ...revalidate, beforeOperation: [publishCreatedUnlessDraft] },
  fields: [
    {
      name: 'quote',
      label: { en: 'Quote', de: 'Zitat' },
      type: 'textarea',
      localized: true,
      required: true,
    },
    { name: 'author', label: { en: 'Author', de: 'Autor' }, type: 'text', required: true },
    { name: 'role', label: { en: 'Role', de: 'Rolle' }, type: 'text', localized: true },
    { name: 'company', label: { en: 'Company', de: 'Firma' }, type: 'text' },
    {
      name: 'logo',
      label: { en: 'Company logo', de: 'Firmenlogo' },
      type: 'upload',
      relationTo: 'media',
      maxDepth: 2,
    },
  ],
}
