import {
  Forbidden,
  type Access,
  type CollectionConfig,
  type Endpoint,
  type FieldAccess,
  type GlobalConfig,
  type Plugin,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type Where,
} from 'payload'

import { spreadsheetSafeExports } from './importExport'
import { adminOnly, isStaffUser, nobody, staffOnly } from './index'
import { notExported } from './notExported'

type Verb = keyof NonNullable<CollectionConfig['access']>

const collectionVerbs = (collection: CollectionConfig): Verb[] => [
  'create',
  'read',
  'update',
  'delete',
  ...(collection.auth ? (['admin', 'unlock'] as const) : []),
  ...(collection.versions ? (['readVersions'] as const) : []),
]

/**
 * Deny by default: any verb a collection or global (plugins' ones included) leaves without a
 * rule gets `nobody` instead of Payload's default (any signed-in user, customers included).
 * Listed last among the plugins so it sees every collection the others added.
 */
export const denyByDefault: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    access: {
      ...Object.fromEntries(collectionVerbs(collection).map((verb) => [verb, nobody])),
      ...collection.access,
    },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    access: {
      read: nobody,
      update: nobody,
      ...(global.versions ? { readVersions: nobody, readDrafts: nobody } : {}),
      ...global.access,
    } satisfies GlobalConfig['access'],
  })),
})

/** The signed-in staff user's own rows of a collection with a polymorphic `user` relationship. */
const ownRows: Access = ({ req }) => {
  if (!isStaffUser(req.user)) return false
  const own: Where = {
    and: [{ 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: 'users' } }],
  }
  return own
}

/** True when a lock's `user` in the request data names the signed-in staff user. */
const namesSelf = (req: Parameters<Access>[0]['req'], data: unknown) => {
  const user = (data as { user?: { relationTo?: unknown; value?: unknown } } | undefined)?.user
  return (
    isStaffUser(req.user) &&
    user?.relationTo === 'users' &&
    String(user.value) === String(req.user.id)
  )
}

/**
 * Edit locks: staff read every lock (the admin shows who is editing) and take one over, but only
 * in their own name; they create and delete only their own. Customers get nothing.
 */
const lockAccess: Partial<SanitizedCollectionConfig['access']> = {
  read: staffOnly,
  create: ({ req, data }) => namesSelf(req, data),
  update: (args) =>
    args.data?.user !== undefined ? namesSelf(args.req, args.data) : ownRows(args),
  delete: ownRows,
  unlock: nobody,
}

/** Preferences: staff only, each their own. */
const preferenceAccess: Partial<SanitizedCollectionConfig['access']> = {
  read: ownRows,
  create: staffOnly,
  update: ownRows,
  delete: ownRows,
  unlock: nobody,
}

const closed: Partial<SanitizedCollectionConfig['access']> = {
  read: nobody,
  create: nobody,
  update: nobody,
  delete: nobody,
  unlock: nobody,
}

/** Custom endpoints of a collection, for staff only (the preferences endpoints skip access rules). */
const staffEndpoints = (endpoints: SanitizedCollectionConfig['endpoints']): Endpoint[] | false =>
  endpoints === false
    ? false
    : (endpoints ?? []).map((endpoint) => ({
        ...endpoint,
        handler: async (req) => {
          if (!isStaffUser(req.user)) throw new Forbidden(req.t)
          return endpoint.handler(req)
        },
      }))

const nobodyField: FieldAccess = () => false

/** Payload's own fields of auth collections that hold sessions, password hashes and tokens. */
const authSecrets = [
  'sessions',
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
]

type FieldTree = SanitizedCollectionConfig['fields']

/** Dotted paths of the fields marked `notExported` (src/access/notExported.ts). */
const markedNotExported = (fields: FieldTree, prefix = ''): string[] =>
  fields.flatMap((field) => {
    const named = 'name' in field && field.type !== 'ui' ? `${prefix}${field.name}` : null
    if (
      named &&
      (field.custom as typeof notExported | undefined)?.['plugin-import-export']?.disabled
    )
      return [named]
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        markedNotExported(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
      )
    return 'fields' in field ? markedNotExported(field.fields, named ? `${named}.` : prefix) : []
  })

/**
 * No API answer and no export holds a session, hash, salt or token, for any role. Payload adds
 * these fields while sanitizing (and lets a user whose id equals the document's read `sessions`,
 * though ids repeat across the staff and customer collections); its sign-in, log-out and reset
 * read them at the database level, which field rules do not touch. The import-export plugin
 * leaves out these and every field marked `notExported`, for every collection it may export.
 */
function sealSecrets(collection: SanitizedCollectionConfig) {
  const closed = collection.auth ? authSecrets : []
  for (const field of [...collection.fields, ...collection.flattenedFields])
    if ('name' in field && field.type !== 'ui' && closed.includes(field.name))
      field.access = { read: nobodyField, create: nobodyField, update: nobodyField }
  const custom = (collection.admin.custom ??= {}) as Record<string, { disabledFields?: string[] }>
  const importExport = (custom['plugin-import-export'] ??= {})
  importExport.disabledFields = [
    ...new Set([
      ...(importExport.disabledFields ?? []),
      ...closed,
      ...markedNotExported(collection.fields),
    ]),
  ]
}

/**
 * Payload adds some collections and globals while sanitizing the config, after every plugin ran
 * (edit locks, preferences, migrations, the key-value store, job statistics); their defaults let
 * any signed-in user in. This sets their rules on the built config, and makes every collection's
 * CSV exports spreadsheet-safe.
 */
export function lockDownInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    sealSecrets(collection)
    spreadsheetSafeExports(collection)
    if (collection.slug === 'payload-locked-documents')
      collection.access = { ...collection.access, ...lockAccess }
    if (collection.slug === 'payload-preferences') {
      collection.access = { ...collection.access, ...preferenceAccess }
      collection.endpoints = staffEndpoints(collection.endpoints)
    }
    if (collection.slug === 'payload-migrations' || collection.slug === 'payload-kv')
      collection.access = { ...collection.access, ...closed }
  }
  for (const global of config.globals) {
    if (global.slug === 'payload-jobs-stats')
      global.access = { ...global.access, read: adminOnly, update: nobody, readVersions: nobody }
  }
  return config
}
