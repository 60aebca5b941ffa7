import type { Block } from 'payload'

import { linksField } from '@/fields/link'

export const Hero: Block = {
  slug: 'hero',
  labels: { singular: { en: 'Hero', de: 'Hero' }, plural: { en: 'Heroes', de: 'Heros' } },
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'eyebrow', label: { en: 'Eyebrow', de: 'Dachzeile' }, type: 'text', localized: true },
    {
      name: 'heading',
      label: { en: 'Heading', de: 'Überschrift' },
      type: 'text',
      localized: true,
      required: true,
    },
    { name: 'lead', label: { en: 'Lead', de: 'Lead-Text' }, type: 'textarea', localized: true },
    linksField({
      name: 'actions',
      label: {
        singular: { en: 'Action', de: 'Aktion' },
        plural: { en: 'Actions', de: 'Aktionen' },
      },
    }),
    {
      name: 'media',
      label: { en: 'Media', de: 'Medien' },
      type: 'upload',
      relationTo: 'media',
      maxDepth: 2,
      // One image per language: screens and diagrams show words.
      localized: true,
    },
    {
      name: 'variant',
      label: { en: 'Variant', de: 'Variante' },
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: { en: 'Default', de: 'Standard' }, value: 'default' },
        { label: { en: 'Centered', de: 'Zentriert' }, value: 'centered' },
        { label: { en: 'Compact', de: 'Kompakt' }, value: 'compact' },
      ],
    },
  ],
}
