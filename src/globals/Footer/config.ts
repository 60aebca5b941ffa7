import type { GlobalConfig } from 'payload'

import { anyone, contentAdminHidden, contentStaff } from '@/access'
import { linkField } from '@/fields/link'

import { revalidate } from './hooks/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { hidden: contentAdminHidden, group: 'Navigation' },
  access: { read: anyone, update: contentStaff },
  hooks: { afterChange: [revalidate] },
  fields: [
    { name: 'tagline', type: 'textarea', localized: true },
    {
      name: 'columns',
      type: 'array',
      maxRows: 5,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'links', type: 'array', fields: [linkField()] },
      ],
    },
    { name: 'legalLinks', type: 'array', fields: [linkField()] },
    {
      name: 'newsletter',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'form', type: 'relationship', relationTo: 'forms', maxDepth: 1 },
      ],
    },
  ],
}
