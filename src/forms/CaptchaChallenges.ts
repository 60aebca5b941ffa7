import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'

/**
 * One-time markers (src/forms/markers.ts), one row per unique `challengeId`: answered captcha
 * challenges and used form start tokens (neither can be used twice), and the hour during which an
 * address gets no further visitor e-mail (keyed by a hash, not the address). Rows are removed by
 * the retention job once expired. Hidden in the admin and closed to every API but the server's
 * own Local API.
 */
export const CaptchaChallenges: CollectionConfig = {
  slug: 'captcha-challenges',
  labels: {
    singular: { en: 'Captcha challenge', de: 'Captcha-Aufgabe' },
    plural: { en: 'Captcha challenges', de: 'Captcha-Aufgaben' },
  },
  admin: { hidden: true, group: { en: 'Forms', de: 'Formulare' } },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  fields: [
    {
      name: 'challengeId',
      label: { en: 'Challenge ID', de: 'Challenge-ID' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'expiresAt',
      label: { en: 'Expires at', de: 'Läuft ab am' },
      type: 'date',
      required: true,
      index: true,
    },
  ],
}
