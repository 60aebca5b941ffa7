import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnless, nobody } from '@/access'
import { notExported } from '@/access/notExported'

import { tokenNameMaxLength } from './rules'
import { apiTokenScopes } from '../shared/actor'

const scopeLabels = {
  read: { en: 'Read', de: 'Lesen' },
  manage: { en: 'Manage engines', de: 'Engines verwalten' },
}

/**
 * Organisations' API tokens (operations.ts writes them, authenticate.ts checks them). Closed to
 * every API but admins' reads (the admin, REST and GraphQL: the metadata, never the secret's
 * hash): customers create, list and revoke them through the control area's operations, which
 * check their role.
 * The organisation and creator are not required fields: deleting either empties them, and a
 * token without both authenticates nothing.
 */
export const ApiTokens: CollectionConfig = {
  slug: 'api-tokens',
  labels: {
    singular: { en: 'API token', de: 'API-Token' },
    plural: { en: 'API tokens', de: 'API-Tokens' },
  },
  admin: {
    hidden: hiddenUnless('admin'),
    useAsTitle: 'name',
    group: { en: 'Hosting', de: 'Hosting' },
    defaultColumns: [
      'name',
      'displayPrefix',
      'organisation',
      'scope',
      'expiresAt',
      'lastUsedAt',
      'revokedAt',
    ],
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'name',
      label: { en: 'Name', de: 'Name' },
      type: 'text',
      required: true,
      maxLength: tokenNameMaxLength,
    },
    {
      name: 'organisation',
      label: { en: 'Organisation', de: 'Organisation' },
      type: 'relationship',
      relationTo: 'organisations',
      index: true,
    },
    {
      name: 'scope',
      label: { en: 'Scope', de: 'Berechtigung' },
      type: 'select',
      required: true,
      options: apiTokenScopes.map((value) => ({ value, label: scopeLabels[value] })),
    },
    {
      name: 'displayPrefix',
      label: { en: 'Start of the secret', de: 'Anfang des Geheimnisses' },
      type: 'text',
      required: true,
    },
    // SHA-256 of the secret; the secret itself is never stored.
    {
      name: 'secretHash',
      type: 'text',
      required: true,
      unique: true,
      hidden: true,
      custom: notExported,
    },
    {
      name: 'expiresAt',
      label: { en: 'Expires at', de: 'Läuft ab am' },
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastUsedAt',
      label: { en: 'Last used', de: 'Zuletzt verwendet' },
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'revokedAt',
      label: { en: 'Revoked at', de: 'Widerrufen am' },
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'createdBy',
      label: { en: 'Created by', de: 'Erstellt von' },
      type: 'relationship',
      relationTo: 'customers',
    },
    {
      name: 'revokedBy',
      label: { en: 'Revoked by', de: 'Widerrufen von' },
      type: 'relationship',
      relationTo: 'customers',
    },
  ],
}
