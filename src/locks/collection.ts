import type { CollectionConfig } from 'payload'

import { closedToEveryone } from '@/access'

/**
 * One row per held key (unique `key`, src/locks/index.ts): answered captcha challenges and used
 * form start tokens (neither can be used twice), e-mails that go out once, and the windows during
 * which an address gets no further visitor e-mail (keyed by a hash, not the address). The retention
 * job removes expired rows. Hidden in the admin and closed to every API but the server's own
 * Local API.
 */
export const Locks: CollectionConfig = {
  slug: 'locks',
  labels: {
    singular: { en: 'Lock', de: 'Sperre' },
    plural: { en: 'Locks', de: 'Sperren' },
  },
  admin: { hidden: true, group: { en: 'System', de: 'System' } },
  access: closedToEveryone,
  graphQL: false,
  fields: [
    {
      name: 'key',
      label: { en: 'Key', de: 'Schlüssel' },
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
