import {
  Forbidden,
  type Access,
  type CollectionConfig,
  type Endpoint,
  type GlobalConfig,
  type Plugin,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type Where,
} from 'payload'

import { adminOnly, isStaffUser, nobody, staffOnly } from './index'

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

/**
 * Payload adds some collections and globals while sanitizing the config, after every plugin ran
 * (edit locks, preferences, migrations, the key-value store, job statistics); their defaults let
 * any signed-in user in. This sets their rules on the built config.
 */
export function lockDownInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
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
