import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { hidden: contentAdminHidden, group: 'Content' },
  access: publicContentAccess,
  upload: {
    staticDir: process.env.MEDIA_DIR || 'data/media',
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 640 },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
