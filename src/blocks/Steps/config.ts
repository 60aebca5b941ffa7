import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const Steps: Block = {
  slug: 'steps',
  labels: { singular: { en: 'Steps', de: 'Schritte' }, plural: { en: 'Steps', de: 'Schritte' } },
  interfaceName: 'StepsBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'steps',
      label: { en: 'Steps', de: 'Schritte' },
      labels: { singular: { en: 'Step', de: 'Schritt' }, plural: { en: 'Steps', de: 'Schritte' } },
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'title',
          label: { en: 'Title', de: 'Titel' },
          type: 'text',
          localized: true,
          required: true,
        },
        { name: 'text', label: { en: 'Text', de: 'Text' }, type: 'textarea', localized: true },
      ],
    },
  ],
}
