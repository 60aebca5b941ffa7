import type { Block } from 'payload'

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  labels: { singular: { en: 'Media', de: 'Medien' }, plural: { en: 'Media', de: 'Medien' } },
  interfaceName: 'MediaBlock',
  fields: [
    {
      name: 'media',
      label: { en: 'Media', de: 'Medien' },
      type: 'upload',
      relationTo: 'media',
      maxDepth: 2,
      // One image per language: screens and diagrams show words.
      localized: true,
      required: true,
    },
    { name: 'caption', label: { en: 'Caption', de: 'Bildlegende' }, type: 'text', localized: true },
  ],
}
