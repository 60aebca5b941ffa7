import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const Archive: Block = {
  slug: 'archive',
  interfaceName: 'ArchiveBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'relationTo',
      type: 'select',
      required: true,
      defaultValue: 'posts',
      options: [
        { label: 'Blog posts', value: 'posts' },
        { label: 'Case studies', value: 'case-studies' },
        { label: 'Glossary terms', value: 'glossary-terms' },
        { label: 'Open positions', value: 'job-openings' },
      ],
    },
    { name: 'limit', type: 'number', defaultValue: 9, min: 1, max: 48 },
  ],
}
