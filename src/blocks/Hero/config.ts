import type { Block } from 'payload'

import { linksField } from '@/fields/link'

export const Hero: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'eyebrow', type: 'text', localized: true },
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'lead', type: 'textarea', localized: true },
    linksField({ name: 'actions' }),
    { name: 'media', type: 'upload', relationTo: 'media', maxDepth: 2 },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'Default', value: 'default' },
        { label: 'Centered', value: 'centered' },
        { label: 'Compact', value: 'compact' },
      ],
    },
  ],
}
