import type { GlobalConfig } from 'payload'

import { anyone, contentAdminHidden, contentStaff } from '@/access'
import { linkField } from '@/fields/link'

import { revalidate } from './hooks/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { hidden: contentAdminHidden, group: 'Navigation' },
  access: { read: anyone, update: contentStaff },
  hooks: { afterChange: [revalidate] },
  fields: [
    {
      name: 'navItems',
      type: 'array',
      maxRows: 8,
      fields: [
        linkField(),
        {
          name: 'children',
          type: 'array',
          maxRows: 10,
          admin: { description: 'Optional sub-menu' },
          fields: [linkField(), { name: 'description', type: 'text', localized: true }],
        },
      ],
    },
    linkField({ name: 'cta', required: false, description: 'Highlighted button at the end of the menu' }),
  ],
}
