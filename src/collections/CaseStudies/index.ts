import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { previewAdmin } from '@/routing/preview'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: {
    singular: { en: 'Case study', de: 'Fallstudie' },
    plural: { en: 'Case studies', de: 'Fallstudien' },
  },
  admin: {
    hidden: contentAdminHidden,
    useAsTitle: 'title',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['title', 'client', '_status'],
    ...previewAdmin('case-studies'),
  },
  access: publishedContentAccess,
  hooks: revalidate,
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
    { name: 'client', label: { en: 'Client', de: 'Kunde' }, type: 'text', required: true },
    {
      name: 'industry',
      label: { en: 'Industry', de: 'Branche' },
      type: 'text',
      localized: true,
      required: true,
    },
    {
      name: 'summary',
      label: { en: 'Summary', de: 'Zusammenfassung' },
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
      name: 'figures',
      label: { en: 'Figures', de: 'Kennzahlen' },
      labels: {
        singular: { en: 'Figure', de: 'Kennzahl' },
        plural: { en: 'Figures', de: 'Kennzahlen' },
      },
      type: 'array',
      fields: [
        {
          name: 'value',
          label: { en: 'Value', de: 'Wert' },
          type: 'text',
          localized: true,
          required: true,
        },
        {
          name: 'label',
          label: { en: 'Label', de: 'Beschriftung' },
          type: 'text',
          localized: true,
          required: true,
        },
      ],
    },
    {
      name: 'content',
      label: { en: 'Content', de: 'Inhalt' },
      type: 'richText',
      localized: true,
      required: true,
    },
    {
      name: 'testimonial',
      label: { en: 'Testimonial', de: 'Kundenstimme' },
      type: 'relationship',
      relationTo: 'testimonials',
      maxDepth: 1,
    },
    publishedAtField,
  ],
}
