import type { Block } from 'payload'

import { linkField } from '@/fields/link'
import { sectionIntro } from '@/fields/section'

export const Cards: Block = {
  slug: 'cards',
  labels: {
    singular: { en: 'Cards', de: 'Karten' },
    plural: { en: 'Card sets', de: 'Kartengruppen' },
  },
  interfaceName: 'CardsBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'cards',
      label: { en: 'Cards', de: 'Karten' },
      labels: { singular: { en: 'Card', de: 'Karte' }, plural: { en: 'Cards', de: 'Karten' } },
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
        {
          name: 'media',
          label: { en: 'Media', de: 'Medien' },
          type: 'upload',
          relationTo: 'media',
          maxDepth: 2,
        },
        linkField({ required: false }),
      ],
    },
  ],
}
