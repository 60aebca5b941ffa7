import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const CaseStudyHighlights: Block = {
  slug: 'caseStudyHighlights',
  labels: {
    singular: { en: 'Case study highlights', de: 'Fallstudien-Highlights' },
    plural: { en: 'Case study highlights', de: 'Fallstudien-Highlights' },
  },
  interfaceName: 'CaseStudyHighlightsBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'caseStudies',
      label: { en: 'Case studies', de: 'Fallstudien' },
      type: 'relationship',
      relationTo: 'case-studies',
      hasMany: true,
      maxDepth: 2,
      admin: {
        description: {
          en: 'Empty shows the three newest case studies.',
          de: 'Leer zeigt die drei neuesten Fallstudien.',
        },
      },
    },
  ],
}
