import type { CollectionConfig, Field } from 'payload'

import { closedToEveryone } from '@/access'
import { labelFields } from '@/admin/fieldLabels'

/** Never shown (the collections are hidden), named in both languages like every field. */
const labels = {
  accountCollection: {
    label: { en: 'Kind of account', de: 'Kontoart' },
    options: {
      customers: { en: 'Customer', de: 'Kunde' },
      users: { en: 'Staff', de: 'Team' },
    },
  },
  accountId: { label: { en: 'Account', de: 'Konto' } },
  sid: { label: { en: 'Session id', de: 'Sitzungs-ID' } },
  method: {
    label: { en: 'Signed in with', de: 'Angemeldet mit' },
    options: {
      password: { en: 'Password', de: 'Passwort' },
      passkey: { en: 'Passkey', de: 'Passkey' },
      totp: { en: 'Authenticator code', de: 'Code der Authenticator-App' },
      recoveryCode: { en: 'Recovery code', de: 'Wiederherstellungscode' },
    },
  },
  browser: { label: { en: 'Browser', de: 'Browser' } },
  os: { label: { en: 'Operating system', de: 'Betriebssystem' } },
  deviceType: { label: { en: 'Kind of device', de: 'Geräteart' } },
  lastSeenAt: { label: { en: 'Last seen', de: 'Zuletzt aktiv' } },
  expiresAt: { label: { en: 'Expires', de: 'Läuft ab' } },
  deviceHash: { label: { en: 'Device (SHA-256)', de: 'Gerät (SHA-256)' } },
}

const accountFields: Field[] = [
  {
    name: 'accountCollection',
    type: 'select',
    required: true,
    options: ['customers', 'users'],
  },
  { name: 'accountId', type: 'text', required: true, index: true },
]

/**
 * One row per signed-in session of a customer or staff member, beside the session entry Payload
 * keeps on the account (`sid` is that entry's id): how it was opened and from which device, for
 * the sessions list. Written only by this room's code through the Local API; closed to every API.
 */
export const AccountSessions: CollectionConfig = {
  slug: 'account-sessions',
  labels: {
    singular: { en: 'Session', de: 'Sitzung' },
    plural: { en: 'Sessions', de: 'Sitzungen' },
  },
  admin: { hidden: true, group: { en: 'System', de: 'System' } },
  access: closedToEveryone,
  graphQL: false,
  fields: labelFields(
    [
      ...accountFields,
      { name: 'sid', type: 'text', required: true, unique: true, index: true },
      {
        name: 'method',
        type: 'select',
        required: true,
        options: ['password', 'passkey', 'totp', 'recoveryCode'],
      },
      // What the user agent says, parsed when the session opened (never the whole string).
      { name: 'browser', type: 'text' },
      { name: 'os', type: 'text' },
      { name: 'deviceType', type: 'text' },
      // Approximate: moved forward at most every few minutes by the account's requests.
      { name: 'lastSeenAt', type: 'date', required: true },
      { name: 'expiresAt', type: 'date', required: true, index: true },
    ],
    labels,
  ),
}

/**
 * The devices an account has signed in from: the SHA-256 of the account and the device cookie's
 * random value (the cookie itself is never stored). A sign-in from a device not listed here sends
 * the new-device notice.
 */
export const AccountDevices: CollectionConfig = {
  slug: 'account-devices',
  labels: {
    singular: { en: 'Known device', de: 'Bekanntes Gerät' },
    plural: { en: 'Known devices', de: 'Bekannte Geräte' },
  },
  admin: { hidden: true, group: { en: 'System', de: 'System' } },
  access: closedToEveryone,
  graphQL: false,
  fields: labelFields(
    [
      ...accountFields,
      { name: 'deviceHash', type: 'text', required: true, unique: true, index: true },
    ],
    labels,
  ),
}
