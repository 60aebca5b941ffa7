import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const TeamGrid: Block = {
  slug: 'teamGrid',
  interfaceName: 'TeamGridBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'members',
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      maxDepth: 2,
      admin: { description: 'Empty shows the whole team in its set order.' },
    },
  ],
}
