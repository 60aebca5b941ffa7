import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const Stats: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'stats',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'value', type: 'text', localized: true, required: true },
        { name: 'label', type: 'text', localized: true, required: true },
      ],
    },
    { name: 'source', type: 'text', localized: true, admin: { description: 'Where the figures come from' } },
  ],
}
