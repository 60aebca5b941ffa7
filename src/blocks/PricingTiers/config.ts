import type { Block } from 'payload'

import { linkField } from '@/fields/link'
import { sectionIntro } from '@/fields/section'

export const PricingTiers: Block = {
  slug: 'pricingTiers',
  interfaceName: 'PricingTiersBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'tiers',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', localized: true, required: true },
        { name: 'price', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
        {
          name: 'features',
          type: 'array',
          fields: [{ name: 'feature', type: 'text', localized: true, required: true }],
        },
        { name: 'highlighted', type: 'checkbox', defaultValue: false },
        linkField({ required: false }),
      ],
    },
  ],
}
