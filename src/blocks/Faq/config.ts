import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const Faq: Block = {
  slug: 'faq',
  labels: { singular: { en: 'FAQ', de: 'FAQ' }, plural: { en: 'FAQs', de: 'FAQs' } },
  interfaceName: 'FaqBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'items',
      label: { en: 'Items', de: 'Einträge' },
      labels: { singular: { en: 'Item', de: 'Eintrag' }, plural: { en: 'Items', de: 'Einträge' } },
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'question',
          label: { en: 'Question', de: 'Frage' },
          type: 'text',
          localized: true,
          required: true,
        },
        {
          name: 'answer',
          label: { en: 'Answer', de: 'Antwort' },
          type: 'textarea',
          localized: true,
          required: true,
        },
      ],
    },
  ],
}
