import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const CodeSample: Block = {
  slug: 'codeSample',
  labels: {
    singular: { en: 'Code sample', de: 'Codebeispiel' },
    plural: { en: 'Code samples', de: 'Codebeispiele' },
  },
  interfaceName: 'CodeSampleBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'language',
      label: { en: 'Language', de: 'Sprache' },
      type: 'select',
      defaultValue: 'typescript',
      options: [
        { label: { en: 'TypeScript', de: 'TypeScript' }, value: 'typescript' },
        { label: { en: 'JavaScript', de: 'JavaScript' }, value: 'javascript' },
        { label: { en: 'GraphQL', de: 'GraphQL' }, value: 'graphql' },
        { label: { en: 'Bash', de: 'Bash' }, value: 'bash' },
        { label: { en: 'JSON', de: 'JSON' }, value: 'json' },
      ],
    },
    { name: 'code', label: { en: 'Code', de: 'Code' }, type: 'code', required: true },
    { name: 'caption', label: { en: 'Caption', de: 'Bildlegende' }, type: 'text', localized: true },
  ],
}
