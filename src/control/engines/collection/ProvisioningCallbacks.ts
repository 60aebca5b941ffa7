import type { CollectionConfig } from 'payload'

import { closedToEveryone } from '@/access'

/**
 * Accepted status callbacks of the hosting back end: one row per callback id (unique), so a
 * captured callback cannot be applied twice. Rows are kept a little longer than a signature
 * stays fresh (callback.ts removes older ones); after that the signature check refuses them.
 * Hidden in the admin and closed to every API but the server's own Local API.
 */
export const ProvisioningCallbacks: CollectionConfig = {
  slug: 'provisioning-callbacks',
  labels: {
    singular: { en: 'Provisioning callback', de: 'Bereitstellungs-Callback' },
    plural: { en: 'Provisioning callbacks', de: 'Bereitstellungs-Callbacks' },
  },
  admin: { hidden: true, group: { en: 'Hosting', de: 'Hosting' } },
  access: closedToEveryone,
  graphQL: false,
  fields: [
    {
      name: 'callbackId',
      label: { en: 'Callback ID', de: 'Callback-ID' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'instanceId',
      label: { en: 'Instance ID', de: 'Instanz-ID' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'sequence', label: { en: 'Sequence', de: 'Sequenz' }, type: 'number', required: true },
  ],
}
