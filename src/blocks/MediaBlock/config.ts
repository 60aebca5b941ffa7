import type { Block } from 'payload'

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', maxDepth: 2, required: true },
    { name: 'caption', type: 'text', localized: true },
  ],
}
