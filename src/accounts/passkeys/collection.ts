import type { CollectionAfterDeleteHook, CollectionConfig, Field } from 'payload'

import { closedToEveryone } from '@/access'
import { notExported } from '@/access/notExported'
import { labelFields } from '@/admin/fieldLabels'

import { accountCollections, ceremonies, passkeyNameMaxLength } from './rules'

const system = { en: 'System', de: 'System' }

/** Never shown (the collections are hidden), named in both languages like every field. */
const labels = {
  accountCollection: {
    label: { en: 'Kind of account', de: 'Kontoart' },
    options: {
      customers: { en: 'Customer', de: 'Kunde' },
      users: { en: 'Staff', de: 'Team' },
    },
  },
  account: { label: { en: 'Account', de: 'Konto' } },
  credentialId: { label: { en: 'Credential id', de: 'Credential-ID' } },
  publicKey: { label: { en: 'Public key', de: 'Öffentlicher Schlüssel' } },
  counter: { label: { en: 'Signature counter', de: 'Signaturzähler' } },
  transports: { label: { en: 'Transports', de: 'Übertragungswege' } },
  name: { label: { en: 'Name', de: 'Name' } },
  lastUsedAt: { label: { en: 'Last used', de: 'Zuletzt verwendet' } },
  challenge: { label: { en: 'Challenge', de: 'Challenge' } },
  ceremony: {
    label: { en: 'Ceremony', de: 'Vorgang' },
    options: {
      register: { en: 'Register', de: 'Registrieren' },
      signIn: { en: 'Sign in', de: 'Anmelden' },
      confirm: { en: 'Confirm', de: 'Bestätigen' },
    },
  },
  expiresAt: { label: { en: 'Expires', de: 'Läuft ab' } },
}
const accountCollectionField: Field = {
  name: 'accountCollection',
  type: 'select',
  required: true,
  index: true,
  options: [...accountCollections],
}

/**
 * The passkeys (WebAuthn credentials) of customers and staff: the public key the authenticator
 * made, the signature counter it reported last and the name its owner gave it. Closed to every
 * API and hidden in the admin: only the passkeys room's operations read and write it through the
 * Local API (each person sees their own list there, never the key or the counter).
 */
export const Passkeys: CollectionConfig = {
  slug: 'passkeys',
  labels: {
    singular: { en: 'Passkey', de: 'Passkey' },
    plural: { en: 'Passkeys', de: 'Passkeys' },
  },
  admin: { hidden: true, group: system },
  access: closedToEveryone,
  graphQL: false,
  fields: labelFields(
    [
      accountCollectionField,
      { name: 'account', type: 'text', required: true, index: true },
      // The credential id as the browser reports it (base64url); the sign-in looks it up.
      { name: 'credentialId', type: 'text', required: true, unique: true, index: true },
      // COSE public key, base64url.
      { name: 'publicKey', type: 'text', required: true, custom: notExported },
      { name: 'counter', type: 'number', required: true, defaultValue: 0, custom: notExported },
      { name: 'transports', type: 'text', custom: notExported },
      { name: 'name', type: 'text', required: true, maxLength: passkeyNameMaxLength },
      { name: 'lastUsedAt', type: 'date' },
    ],
    labels,
  ),
}

/**
 * Challenges handed out for a WebAuthn ceremony: each is valid for a few minutes, for its one
 * ceremony, the one kind of account and (registration, confirmation) the one signed-in account
 * it was made for, and is used up by its first answer (challenges.ts).
 */
export const PasskeyChallenges: CollectionConfig = {
  slug: 'passkey-challenges',
  labels: {
    singular: { en: 'Passkey challenge', de: 'Passkey-Challenge' },
    plural: { en: 'Passkey challenges', de: 'Passkey-Challenges' },
  },
  admin: { hidden: true, group: system },
  access: closedToEveryone,
  graphQL: false,
  fields: labelFields(
    [
      { name: 'challenge', type: 'text', required: true, unique: true, index: true },
      { name: 'ceremony', type: 'select', required: true, options: [...ceremonies] },
      accountCollectionField,
      { name: 'account', type: 'text' },
      { name: 'expiresAt', type: 'date', required: true, index: true },
    ],
    labels,
  ),
}

/**
 * The customers' and staff collections' afterDelete hook: a deleted account's passkeys go with
 * it (a later account may get the same id: its passkeys must not sign that one in).
 */
export const forgetPasskeysOf: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: 'passkeys',
    where: {
      and: [
        { accountCollection: { equals: collection.slug } },
        { account: { equals: String(id) } },
      ],
    },
    overrideAccess: true,
    req,
  })
}
