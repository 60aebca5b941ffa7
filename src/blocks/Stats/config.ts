import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const Stats: Block = {
  slug: 'stats',
  labels: {
    singular: { en: 'Figures', de: 'Kennzahlen' },
    plural: { en: 'Figures', de: 'Kennzahlen' },
  },
  interfaceName: 'StatsBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'stats',
      label: { en: 'Figures', de: 'Kennzahlen' },
      labels: {
        singular: { en: 'Figure', de: 'Kennzahl' },
        plural: { en: 'Figures', de: 'Kennzahlen' },
      },
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'value',
          label: { en: 'Value', de: 'Wert' },
          type: 'text',
          localized: true,
          required: true,
        },
        {
          name: 'label',
          label: { en: 'Label', de: 'Beschriftung' },
          type: 'text',
          localized: true,
          required: true,
        },
      ],
    },
    {
      name: 'source',
      label: { en: 'Source', de: 'Quelle' },
      type: 'text',
      localized: true,
      admin: { description: { en: 'Where the figures come from', de: 'Woher die Zahlen stammen' } },
    },
  ],
}
