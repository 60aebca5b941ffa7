import type { CollectionConfig } from 'payload'

/** Drafts with autosave, scheduled publishing and a version history for content collections. */
export const contentVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 2000 }, schedulePublish: true },
  maxPerDoc: 50,
}
