import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const Archive: Block = {
  slug: 'archive',
  labels: { singular: { en: 'Archive', de: 'Archiv' }, plural: { en: 'Archives', de: 'Archive' } },
  interfaceName: 'ArchiveBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'relationTo',
      label: { en: 'Collection', de: 'Sammlung' },
      type: 'select',
      required: true,
      defaultValue: 'posts',
      options: [
        { label: { en: 'Blog posts', de: 'Blogbeiträge' }, value: 'posts' },
        { label: { en: 'Case studies', de: 'Fallstudien' }, value: 'case-studies' },
        { label: { en: 'Glossary terms', de: 'Glossarbegriffe' }, value: 'glossary-terms' },
        { label: { en: 'Open positions', de: 'Offene Stellen' }, value: 'job-openings' },
      ],
    },
    {
      name: 'limit',
      label: { en: 'Limit', de: 'Anzahl' },
      type: 'number',
      defaultValue: 9,
      min: 1,
      max: 48,
    },
  ],
}
