import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publishedContentAccess } from '@/access'
import { publishedAtField } from '@/fields/publishedAt'
import { slugField } from '@/fields/slug'
import { previewAdmin } from '@/routing/preview'

import { contentVersions } from '../versions'
import { revalidate } from './hooks/revalidate'

export const JobOpenings: CollectionConfig = {
  slug: 'job-openings',
  labels: {
    singular: { en: 'Job opening', de: 'Stelle' },
    plural: { en: 'Job openings', de: 'Stellen' },
  },
  admin: {
    hidden: contentAdminHidden,
    useAsTitle: 'title',
    group: { en: 'Content', de: 'Inhalt' },
    defaultColumns: ['title', 'location', '_status'],
    ...previewAdmin('job-openings'),
  },
  access: publishedContentAccess,
  hooks: revalidate,
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
    {
      name: 'location',
      label: { en: 'Location', de: 'Arbeitsort' },
      type: 'text',
      localized: true,
      required: true,
    },
    {
      name: 'employmentType',
      label: { en: 'Employment type', de: 'Anstellungsart' },
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
      name: 'description',
      label: { en: 'Description', de: 'Beschreibung' },
      type: 'richText',
      localized: true,
      required: true,
    },
    publishedAtField,
  ],
}
