import type { CollectionConfig } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'
import { uploadDir } from '@/infra/storageSettings'
import { missingFileNotFound, rasterImageTypes } from '@/security/fileResponses'

import {
  answerBulkRefusal,
  refuseBulkDeletingUsedMedia,
  refuseDeletingUsedMedia,
} from './hooks/refuseDeletingUsedMedia'
import { revalidate } from './hooks/revalidate'
import { requiredUnlessDecorative } from './requiredUnlessDecorative'

/** The image sizes' names in the admin (columns and filters of the media list). */
export const imageSizeLabels = {
  card: { en: 'Card', de: 'Karte' },
  og: { en: 'Social media image', de: 'Bild für soziale Medien' },
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { en: 'Media file', de: 'Mediendatei' },
    plural: { en: 'Media', de: 'Medien' },
  },
  admin: { hidden: contentAdminHidden, group: { en: 'Content', de: 'Inhalt' } },
  access: publicContentAccess,
  hooks: {
    ...revalidate,
    beforeOperation: [refuseBulkDeletingUsedMedia],
    beforeDelete: [refuseDeletingUsedMedia],
    afterError: [answerBulkRefusal],
  },
  upload: {
    // Unused when S3_BUCKET is set: src/infra/storage.ts keeps every file in the bucket.
    staticDir: uploadDir('media'),
    // Payload checks the content against the claimed type and refuses SVG with script or
    // external references; SVG is then served under a script-free policy (src/security/fileResponses.ts).
    mimeTypes: [...rasterImageTypes, 'image/svg+xml'],
    // A name without a file is a quiet 404, not Payload's 500 and error line.
    handlers: [missingFileNotFound],
    // Editors set the focal point and crop in the edit view; the image sizes follow the focal point.
    focalPoint: true,
    crop: true,
    imageSizes: [
      { name: 'card', width: 640 },
      // Social networks read JPEG everywhere; WebP and AVIF previews are not shown by all of them.
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
    ],
  },
  fields: [
    {
      name: 'decorative',
      label: { en: 'Decorative (no alternative text)', de: 'Dekorativ (ohne Alternativtext)' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          en: 'Only for images that add nothing to the text: screen readers skip them.',
          de: 'Nur für Bilder, die dem Text nichts hinzufügen: Screenreader überspringen sie.',
        },
      },
    },
    {
      name: 'alt',
      label: { en: 'Alternative text', de: 'Alternativtext' },
      type: 'text',
      localized: true,
      validate: requiredUnlessDecorative,
    },
    {
      name: 'usage',
      label: { en: 'Used in', de: 'Verwendet in' },
      type: 'ui',
      admin: { components: { Field: '@/collections/Media/admin/MediaUsage#MediaUsage' } },
    },
  ],
}
