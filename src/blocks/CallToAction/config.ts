import type { Block } from 'payload'

import { linksField } from '@/fields/link'

export const CallToAction: Block = {
  slug: 'cta',
  labels: {
    singular: { en: 'Call to action', de: 'Handlungsaufforderung' },
    plural: { en: 'Calls to action', de: 'Handlungsaufforderungen' },
  },
  interfaceName: 'CallToActionBlock',
  fields: [
    {
      name: 'heading',
      label: { en: 'Heading', de: 'Überschrift' },
      type: 'text',
      localized: true,
      required: true,
    },
    { name: 'text', label: { en: 'Text', de: 'Text' }, type: 'textarea', localized: true },
    linksField({
      name: 'actions',
      label: {
        singular: { en: 'Action', de: 'Aktion' },
        plural: { en: 'Actions', de: 'Aktionen' },
      },
    }),
  ],
}
