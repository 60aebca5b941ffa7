import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const CodeSample: Block = {
  slug: 'codeSample',
  interfaceName: 'CodeSampleBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'language',
      type: 'select',
      defaultValue: 'typescript',
      options: ['typescript', 'javascript', 'graphql', 'bash', 'json'].map((value) => ({ label: value, value })),
    },
    { name: 'code', type: 'code', required: true },
    { name: 'caption', type: 'text', localized: true },
  ],
}
