import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { describeUses } from '../describeUses'
import { findMediaUses } from '../usage'

/** A file still shown somewhere is not deleted: the message names every place that uses it. */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const uses = await findMediaUses(req.payload, id, req)
  if (uses.length === 0) return
  const language = req.i18n?.language === 'de' ? 'de' : 'en'
  const where = describeUses(uses, language)
  const message =
    language === 'de'
      ? `Diese Datei wird noch verwendet und kann nicht gelöscht werden: ${where}. Entfernen Sie sie zuerst dort.`
      : `This file is still in use and cannot be deleted: ${where}. Remove it there first.`
  throw new APIError(message, 409, { uses }, true)
}
