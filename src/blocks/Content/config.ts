import type { Block } from 'payload'

export const Content: Block = {
  slug: 'content',
  labels: { singular: { en: 'Content', de: 'Inhalt' }, plural: { en: 'Content', de: 'Inhalte' } },
  interfaceName: 'ContentBlock',
  fields: [
    { name: 'heading', label: { en: 'Heading', de: 'Überschrift' }, type: 'text', localized: true },
    {
      name: 'content',
      label: { en: 'Content', de: 'Inhalt' },
      type: 'richText',
      localized: true,
      required: true,
    },
    {
      name: 'width',
      label: { en: 'Width', de: 'Breite' },
      type: 'select',
      defaultValue: 'narrow',
      options: [
        { label: { en: 'Narrow (reading width)', de: 'Schmal (Lesebreite)' }, value: 'narrow' },
        { label: { en: 'Wide', de: 'Breit' }, value: 'wide' },
      ],
    },
  ],
}
