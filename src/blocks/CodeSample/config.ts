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
    {
      name: 'diagram',
      label: { en: 'Diagram beside the code', de: 'Diagramm neben dem Code' },
      type: 'upload',
      relationTo: 'media',
      maxDepth: 2,
      // One image per language: diagrams show words.
      localized: true,
      admin: {
        description: {
          en: 'Optional. Shown beside the code on wide screens, above it on small ones.',
          de: 'Optional. Steht auf breiten Bildschirmen neben dem Code, auf kleinen darüber.',
        },
      },
    },
  ],
}
