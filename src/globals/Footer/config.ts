import type { GlobalConfig } from 'payload'

import { contentAdminHidden, publishedGlobalAccess } from '@/access'
import { globalVersions, publishGlobalUnlessDraft } from '@/collections/versions'
import { linkField } from '@/fields/link'

import { revalidate } from './hooks/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer', de: 'Fusszeile' },
  admin: { hidden: contentAdminHidden, group: { en: 'Navigation', de: 'Navigation' } },
  access: publishedGlobalAccess('admin', 'editor'),
  versions: globalVersions,
  hooks: { beforeOperation: [publishGlobalUnlessDraft], afterChange: [revalidate] },
  fields: [
    { name: 'tagline', label: { en: 'Tagline', de: 'Slogan' }, type: 'textarea', localized: true },
    {
      name: 'columns',
      label: { en: 'Columns', de: 'Spalten' },
      labels: {
        singular: { en: 'Column', de: 'Spalte' },
        plural: { en: 'Columns', de: 'Spalten' },
      },
      type: 'array',
      maxRows: 5,
      fields: [
        {
          name: 'title',
          label: { en: 'Title', de: 'Titel' },
          type: 'text',
          localized: true,
          required: true,
        },
        {
          name: 'links',
          label: { en: 'Links', de: 'Links' },
          labels: { singular: { en: 'Link', de: 'Link' }, plural: { en: 'Links', de: 'Links' } },
          type: 'array',
          fields: [linkField()],
        },
      ],
    },
    {
      name: 'legalLinks',
      label: { en: 'Legal links', de: 'Rechtliche Links' },
      labels: {
        singular: { en: 'Legal link', de: 'Rechtlicher Link' },
        plural: { en: 'Legal links', de: 'Rechtliche Links' },
      },
      type: 'array',
      fields: [linkField()],
    },
    {
      name: 'newsletter',
      label: { en: 'Newsletter', de: 'Newsletter' },
      type: 'group',
      fields: [
        {
          name: 'heading',
          label: { en: 'Heading', de: 'Überschrift' },
          type: 'text',
          localized: true,
        },
        { name: 'text', label: { en: 'Text', de: 'Text' }, type: 'textarea', localized: true },
        {
          name: 'form',
          label: { en: 'Form', de: 'Formular' },
          type: 'relationship',
          relationTo: 'forms',
          maxDepth: 1,
        },
      ],
    },
  ],
}
