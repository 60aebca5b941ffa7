import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const ComparisonTable: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  fields: [
    ...sectionIntro(),
    { name: 'caption', type: 'text', localized: true },
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      admin: { description: 'Column headings after the first (feature) column' },
      fields: [{ name: 'label', type: 'text', localized: true, required: true }],
    },
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'feature', type: 'text', localized: true, required: true },
        {
          name: 'cells',
          type: 'array',
          admin: { description: 'One value per column, in column order' },
          fields: [{ name: 'value', type: 'text', localized: true, required: true }],
        },
      ],
    },
  ],
}
