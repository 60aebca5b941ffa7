import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const CaseStudyHighlights: Block = {
  slug: 'caseStudyHighlights',
  interfaceName: 'CaseStudyHighlightsBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'caseStudies',
      type: 'relationship',
      relationTo: 'case-studies',
      hasMany: true,
      maxDepth: 2,
      admin: { description: 'Empty shows the three newest case studies.' },
    },
  ],
}
