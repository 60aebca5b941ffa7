import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalBeforeOperationHook,
  GlobalConfig,
} from 'payload'

/**
 * Drafts with autosave, scheduled publishing (to the minute: the picker offers every minute, not
 * Payload's 5-minute steps) and a version history for content collections.
 */
export const contentVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 2000 }, schedulePublish: { timeIntervals: 1 } },
  maxPerDoc: 50,
}

/**
 * Drafts and a version history for what pages list (team, testimonials, categories): saved as a
 * draft until published, restorable. No autosave: every save of a published one refreshes the site.
 */
export const listedVersions: CollectionConfig['versions'] = { drafts: true, maxPerDoc: 50 }

/** Drafts and a version history for the globals (header, footer, site settings). */
export const globalVersions: GlobalConfig['versions'] = { drafts: true, max: 50 }

type WriteArgs = { draft?: boolean; data?: Record<string, unknown> }

const published = (args: WriteArgs): WriteArgs =>
  args.draft || !args.data || args.data._status !== undefined
    ? args
    : { ...args, data: { ...args.data, _status: 'published' } }

/**
 * For what gained drafts later (team, testimonials, categories, globals), saves that ask neither
 * for a draft nor for a status publish, as every save did before; the admin always says which it
 * wants, this keeps API clients, scripts and the seed working. A document created without a
 * status is published (an update keeps the document's status).
 */
export const publishCreatedUnlessDraft: CollectionBeforeOperationHook = ({ args, operation }) =>
  operation === 'create' ? (published(args as WriteArgs) as typeof args) : args

/** A global's stored row is what visitors read: a save that is not a draft publishes it. */
export const publishGlobalUnlessDraft: GlobalBeforeOperationHook = ({ args, operation }) =>
  operation === 'update' ? published(args as WriteArgs) : args
