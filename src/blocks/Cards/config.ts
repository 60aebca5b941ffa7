import type { Block } from 'payload'

import { linkField } from '@/fields/link'
import { sectionIntro } from '@/fields/section'

export const Cards: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'media', type: 'upload', relationTo: 'media', maxDepth: 2 },
        linkField({ required: false }),
      ],
    },
  ],
}
