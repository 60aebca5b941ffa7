import { APIError } from 'payload'
import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  Config,
  Field,
  Plugin,
  Where,
} from 'payload'

import { isStaffUser } from '@/access'

/** What visitors and customers may ask for in one request: population depth and documents per page. */
export const publicReadLimits = { depth: 2, docsPerPage: 100 } as const

type OperationArgs = {
  depth?: unknown
  disableErrors?: boolean
  limit?: unknown
  pagination?: unknown
  where?: Where
}

/**
 * Payload populates relationships with one `find` per collection, `pagination: false`, no limit
 * and `disableErrors: true`, listing the IDs of documents already read: their number is bounded
 * by the request that asked for them, so these finds keep their shape.
 */
function isPopulationBatch({ disableErrors, pagination, where }: OperationArgs): boolean {
  if (disableErrors !== true || pagination !== false || !where) return false
  const keys = Object.keys(where)
  const id = where.id as Record<string, unknown> | undefined
  return (
    keys.length === 1 &&
    keys[0] === 'id' &&
    !!id &&
    Object.keys(id).length === 1 &&
    Array.isArray(id.in)
  )
}

function cappedDepth(depth: unknown, defaultDepth: number): number {
  const requested =
    depth === undefined || depth === null || depth === '' ? defaultDepth : Number(depth)
  const usable = Number.isFinite(requested) && requested >= 0 ? Math.floor(requested) : defaultDepth
  return Math.min(usable, publicReadLimits.depth)
}

/** `limit=0` and over-large limits become the cap, never "all". */
function cappedLimit(limit: unknown, pagination: unknown): number | undefined {
  if (limit === undefined || limit === null)
    return pagination === false ? publicReadLimits.docsPerPage : undefined
  const requested = Number(limit)
  return Number.isFinite(requested) && requested >= 1
    ? Math.min(Math.floor(requested), publicReadLimits.docsPerPage)
    : publicReadLimits.docsPerPage
}

/**
 * Bounds every operation that is access-checked (REST, GraphQL, Local API with
 * `overrideAccess: false`) and not made by staff: depth at most 2; reads at most 100 documents
 * per page; unpaginated reads over REST and GraphQL refused.
 */
export const boundPublicOperation: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (overrideAccess === true || isStaffUser(req.user)) return args
  const operationArgs = args as OperationArgs
  const bounded: OperationArgs = {
    ...operationArgs,
    depth: cappedDepth(operationArgs.depth, req.payload.config.defaultDepth),
  }
  if ((operation === 'read' || operation === 'readDistinct') && !isPopulationBatch(operationArgs)) {
    if (operationArgs.pagination === false && req.payloadAPI !== 'local') {
      throw new APIError(
        'Unpaginated reads are not available: ask for pages of at most 100 documents.',
        400,
        null,
        true,
      )
    }
    const limit = cappedLimit(operationArgs.limit, operationArgs.pagination)
    if (limit !== undefined) bounded.limit = limit
  }
  return bounded as typeof args
}

const withBoundedOperations = (collection: CollectionConfig): CollectionConfig =>
  collection.hooks?.beforeOperation?.includes(boundPublicOperation)
    ? collection
    : {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeOperation: [...(collection.hooks?.beforeOperation ?? []), boundPublicOperation],
        },
      }

/**
 * A global is one document, but its relationships can reach far. Payload reads a global's depth
 * before any hook could lower it, so its relationship, upload and rich-text fields are given a
 * `maxDepth` of at most 2 instead (for every reader: the admin reads globals at depth 0).
 */
function withPopulationCap(field: Field): Field {
  switch (field.type) {
    case 'relationship':
    case 'upload':
    case 'richText':
      return {
        ...field,
        maxDepth: Math.min(field.maxDepth ?? publicReadLimits.depth, publicReadLimits.depth),
      } as Field
    case 'array':
    case 'collapsible':
    case 'group':
    case 'row':
      return { ...field, fields: field.fields.map(withPopulationCap) } as Field
    case 'tabs':
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withPopulationCap) })),
      }
    case 'blocks':
      return {
        ...field,
        blocks: field.blocks?.map((block) => ({
          ...block,
          fields: block.fields.map(withPopulationCap),
        })),
      } as Field
    default:
      return field
  }
}

/**
 * Registers the bounds on every collection and global of the config, including those that
 * plugins registered before this one add, and (at start-up) the collections Payload adds itself
 * (locked documents, preferences, jobs, migrations). Register it after all other plugins.
 */
export const boundedReads: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(withBoundedOperations),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    fields: global.fields.map(withPopulationCap),
  })),
  onInit: async (payload) => {
    for (const { config: collection } of Object.values(payload.collections)) {
      collection.hooks.beforeOperation ??= []
      if (!collection.hooks.beforeOperation.includes(boundPublicOperation))
        collection.hooks.beforeOperation.push(boundPublicOperation)
    }
    await config.onInit?.(payload)
  },
})
