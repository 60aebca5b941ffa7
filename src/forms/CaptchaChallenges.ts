import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'

/**
 * Used captcha challenges: one row per answered challenge id (unique), so a challenge cannot be
 * answered twice. Rows are removed by the retention job once the challenge has expired.
 * Hidden in the admin and closed to every API but the server's own Local API.
 */
export const CaptchaChallenges: CollectionConfig = {
  slug: 'captcha-challenges',
  admin: { hidden: true, group: 'Forms' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  fields: [
    { name: 'challengeId', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
