import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const JobList: Block = {
  slug: 'jobList',
  interfaceName: 'JobListBlock',
  fields: [
    ...sectionIntro(),
    { name: 'emptyText', type: 'text', localized: true, admin: { description: 'Shown when no position is open' } },
  ],
}
