import type { Block } from 'payload'

import { linkField } from '@/fields/link'
import { sectionIntro } from '@/fields/section'

export const PricingTiers: Block = {
  slug: 'pricingTiers',
  labels: {
    singular: { en: 'Pricing tiers', de: 'Preisstufen' },
    plural: { en: 'Pricing tiers', de: 'Preisstufen' },
  },
  interfaceName: 'PricingTiersBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'tiers',
      label: { en: 'Tiers', de: 'Preisstufen' },
      labels: {
        singular: { en: 'Tier', de: 'Preisstufe' },
        plural: { en: 'Tiers', de: 'Preisstufen' },
      },
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'name',
          label: { en: 'Name', de: 'Name' },
          type: 'text',
          localized: true,
          required: true,
        },
        { name: 'price', label: { en: 'Price', de: 'Preis' }, type: 'text', localized: true },
        {
          name: 'description',
          label: { en: 'Description', de: 'Beschreibung' },
          type: 'textarea',
          localized: true,
        },
        {
          name: 'features',
          label: { en: 'Features', de: 'Merkmale' },
          labels: {
            singular: { en: 'Feature', de: 'Merkmal' },
            plural: { en: 'Features', de: 'Merkmale' },
          },
          type: 'array',
          fields: [
            {
              name: 'feature',
              label: { en: 'Feature', de: 'Merkmal' },
              type: 'text',
              localized: true,
              required: true,
            },
          ],
        },
        {
          name: 'highlighted',
          label: { en: 'Highlighted', de: 'Hervorgehoben' },
          type: 'checkbox',
          defaultValue: false,
        },
        linkField({ required: false }),
      ],
    },
  ],
}
