import type { CollectionConfig } from 'payload'

import { closedToEveryone } from '@/access'
import { labelFields } from '@/admin/fieldLabels'

/** Never shown (the collection is hidden), named in both languages like every field. */
const labels = {
  account: { label: { en: 'Account', de: 'Konto' } },
  secret: { label: { en: 'Secret (encrypted)', de: 'Schlüssel (verschlüsselt)' } },
  enabledAt: { label: { en: 'On since', de: 'Eingeschaltet seit' } },
  pendingSecret: { label: { en: 'Secret being set up', de: 'Schlüssel in Einrichtung' } },
  pendingSince: { label: { en: 'Set-up started', de: 'Einrichtung begonnen' } },
  lastStep: { label: { en: 'Last time step used', de: 'Zuletzt verwendeter Zeitschritt' } },
  recoveryCodes: {
    label: { en: 'Recovery codes (SHA-256)', de: 'Wiederherstellungscodes (SHA-256)' },
  },
  ticketHash: { label: { en: 'Sign-in ticket (SHA-256)', de: 'Anmeldeticket (SHA-256)' } },
  ticketIssuedAt: { label: { en: 'Ticket issued', de: 'Ticket ausgestellt' } },
  ticketFailures: { label: { en: 'Wrong codes for the ticket', de: 'Falsche Codes zum Ticket' } },
}

/**
 * One row per account that has started or turned on two-step sign-in (`account` is
 * `<collection>:<id>`): the authenticator secret encrypted at rest (src/security/crypto.ts), the
 * secret of a set-up not yet confirmed, the last time step a code was accepted in (a code is taken
 * once), the SHA-256 of each unused recovery code, and the pending sign-in being answered (the
 * SHA-256 of its ticket and its wrong attempts). Closed to every API, hidden in the admin: only this
 * room's code reads and writes it, through the Local API.
 */
export const TwoStepFactors: CollectionConfig = {
  slug: 'two-step-factors',
  labels: {
    singular: { en: 'Two-step sign-in', de: 'Zwei-Schritt-Anmeldung' },
    plural: { en: 'Two-step sign-ins', de: 'Zwei-Schritt-Anmeldungen' },
  },
  admin: { hidden: true, group: { en: 'System', de: 'System' } },
  access: closedToEveryone,
  graphQL: false,
  fields: labelFields(
    [
      { name: 'account', type: 'text', required: true, unique: true, index: true },
      { name: 'secret', type: 'text' },
      { name: 'enabledAt', type: 'date' },
      { name: 'pendingSecret', type: 'text' },
      { name: 'pendingSince', type: 'date' },
      { name: 'lastStep', type: 'number' },
      { name: 'recoveryCodes', type: 'json' },
      { name: 'ticketHash', type: 'text' },
      { name: 'ticketIssuedAt', type: 'number' },
      { name: 'ticketFailures', type: 'number' },
    ],
    labels,
  ),
}
