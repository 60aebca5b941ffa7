import type { GlobalConfig } from 'payload'

import { contentAdminHidden, publishedGlobalAccess } from '@/access'
import { globalVersions, publishGlobalUnlessDraft } from '@/collections/versions'
import { linkField } from '@/fields/link'

import { revalidate } from './hooks/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  label: { en: 'Header', de: 'Kopfzeile' },
  admin: { hidden: contentAdminHidden, group: { en: 'Navigation', de: 'Navigation' } },
  access: publishedGlobalAccess('admin', 'editor'),
  versions: globalVersions,
  hooks: { beforeOperation: [publishGlobalUnlessDraft], afterChange: [revalidate] },
  fields: [
    {
      name: 'navItems',
      label: { en: 'Navigation items', de: 'Navigationspunkte' },
      labels: {
        singular: { en: 'Navigation item', de: 'Navigationspunkt' },
        plural: { en: 'Navigation items', de: 'Navigationspunkte' },
      },
      type: 'array',
      maxRows: 8,
      fields: [
        linkField(),
        {
          name: 'children',
          label: { en: 'Sub-items', de: 'Unterpunkte' },
          labels: {
            singular: { en: 'Sub-item', de: 'Unterpunkt' },
            plural: { en: 'Sub-items', de: 'Unterpunkte' },
          },
          type: 'array',
          maxRows: 10,
          admin: { description: { en: 'Optional sub-menu', de: 'Optionales Untermenü' } },
          fields: [
            linkField(),
            {
              name: 'description',
              label: { en: 'Description', de: 'Beschreibung' },
              type: 'text',
              localized: true,
            },
          ],
        },
      ],
    },
    linkField({
      name: 'cta',
      required: false,
      label: { en: 'Call to action', de: 'Handlungsaufforderung' },
      description: {
        en: 'Highlighted button at the end of the menu',
        de: 'Hervorgehobene Schaltfläche am Ende des Menüs',
      },
    }),
  ],
}
