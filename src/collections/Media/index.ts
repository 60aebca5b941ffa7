import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'
import { mediaDir } from '@/infra/storageSettings'
import { rasterImageTypes } from '@/security/fileResponses'

import { refuseDeletingUsedMedia } from './hooks/refuseDeletingUsedMedia'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { en: 'Media file', de: 'Mediendatei' },
    plural: { en: 'Media', de: 'Medien' },
  },
  admin: { hidden: contentAdminHidden, group: { en: 'Content', de: 'Inhalt' } },
  access: publicContentAccess,
  hooks: { beforeDelete: [refuseDeletingUsedMedia] },
  upload: {
    // Unused when S3_BUCKET is set: src/infra/storage.ts keeps every file in the bucket.
    staticDir: mediaDir(),
    // Payload checks the content against the claimed type and refuses SVG with script or
    // external references; SVG is then served under a script-free policy (src/security/fileResponses.ts).
    mimeTypes: [...rasterImageTypes, 'image/svg+xml'],
    // Editors set the focal point and crop in the edit view; the image sizes follow the focal point.
    focalPoint: true,
    crop: true,
    imageSizes: [
      { name: 'card', width: 640 },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: { en: 'Alternative text', de: 'Alternativtext' },
      type: 'text',
      localized: true,
      required: true,
    },
    {
      name: 'usage',
      label: { en: 'Used in', de: 'Verwendet in' },
      type: 'ui',
      admin: { components: { Field: '@/collections/Media/admin/MediaUsage#MediaUsage' } },
    },
  ],
}
