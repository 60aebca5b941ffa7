import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import type { TranslatedCollection, TranslatedGlobal } from './settings'
import { forget, refresh } from './store'

/**
 * The seed writes hundreds of versions and derives every status once at its end (backfill);
 * an import brings its own confirmation.
 */
const skipped = (context: Record<string, unknown>) =>
  Boolean(context.seeding || context.translationStatusWritten)

/** After every save (drafts and autosaves too): fold the new version into the status. */
export const refreshDocument =
  (collection: TranslatedCollection): CollectionAfterChangeHook =>
  async ({ doc, req, context }) => {
    if (!skipped(context)) await refresh(req, { collection, id: doc.id })
    return doc
  }

export const forgetDocument =
  (collection: TranslatedCollection): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await forget(req, { collection, id })
  }

export const refreshGlobal =
  (global: TranslatedGlobal): GlobalAfterChangeHook =>
  async ({ doc, req, context }) => {
    if (!skipped(context)) await refresh(req, { global })
    return doc
  }
