import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const FormBlock: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  fields: [...sectionIntro(), { name: 'form', type: 'relationship', relationTo: 'forms', maxDepth: 1, required: true }],
}
