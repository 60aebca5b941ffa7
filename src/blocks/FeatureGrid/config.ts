import type { Block } from 'payload'

import { linkField } from '@/fields/link'
import { sectionIntro } from '@/fields/section'

export const featureIcons = [
  'api', 'admin', 'cloud', 'shield', 'support', 'code', 'cart', 'ticket', 'chain', 'coin', 'chart',
  'globe', 'truck', 'repeat', 'mail', 'tag', 'warehouse', 'search', 'star', 'puzzle', 'users', 'heart',
] as const

export const FeatureGrid: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'].map((value) => ({ label: `${value} columns`, value })),
    },
    {
      name: 'features',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'icon', type: 'select', options: featureIcons.map((value) => ({ label: value, value })) },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        linkField({ required: false, description: 'Optional link below the text' }),
      ],
    },
  ],
}
