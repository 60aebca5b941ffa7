import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const FormBlock: Block = {
  slug: 'formBlock',
  labels: { singular: { en: 'Form', de: 'Formular' }, plural: { en: 'Forms', de: 'Formulare' } },
  interfaceName: 'FormBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'form',
      label: { en: 'Form', de: 'Formular' },
      type: 'relationship',
      relationTo: 'forms',
      maxDepth: 1,
      required: true,
    },
  ],
}
