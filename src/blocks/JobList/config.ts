import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const JobList: Block = {
  slug: 'jobList',
  labels: {
    singular: { en: 'Job list', de: 'Stellenliste' },
    plural: { en: 'Job lists', de: 'Stellenlisten' },
  },
  interfaceName: 'JobListBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'emptyText',
      label: { en: 'Text when empty', de: 'Text bei leerer Liste' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          en: 'Shown when no position is open',
          de: 'Wird angezeigt, wenn keine Stelle offen ist',
        },
      },
    },
  ],
}
