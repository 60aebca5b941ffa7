import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const TeamGrid: Block = {
  slug: 'teamGrid',
  labels: {
    singular: { en: 'Team grid', de: 'Teamraster' },
    plural: { en: 'Team grids', de: 'Teamraster' },
  },
  interfaceName: 'TeamGridBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'members',
      label: { en: 'Members', de: 'Mitglieder' },
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      maxDepth: 2,
      admin: {
        description: {
          en: 'Empty shows the whole team in its set order.',
          de: 'Leer zeigt das ganze Team in der festgelegten Reihenfolge.',
        },
      },
    },
  ],
}
