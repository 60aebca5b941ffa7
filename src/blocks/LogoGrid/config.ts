import type { Block } from 'payload'

export const LogoGrid: Block = {
  slug: 'logoGrid',
  labels: {
    singular: { en: 'Logo grid', de: 'Logoraster' },
    plural: { en: 'Logo grids', de: 'Logoraster' },
  },
  interfaceName: 'LogoGridBlock',
  fields: [
    { name: 'heading', label: { en: 'Heading', de: 'Überschrift' }, type: 'text', localized: true },
    {
      name: 'logos',
      label: { en: 'Logos', de: 'Logos' },
      labels: { singular: { en: 'Logo', de: 'Logo' }, plural: { en: 'Logos', de: 'Logos' } },
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'name', label: { en: 'Name', de: 'Name' }, type: 'text', required: true },
        {
          name: 'logo',
          label: { en: 'Logo', de: 'Logo' },
          type: 'upload',
          relationTo: 'media',
          maxDepth: 2,
        },
        { name: 'url', label: { en: 'URL', de: 'URL' }, type: 'text' },
      ],
    },
  ],
}
