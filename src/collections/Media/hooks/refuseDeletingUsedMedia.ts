import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { adminText } from '@/admin/translations'

import { describeUses } from '../describeUses'
import { findMediaUses } from '../usage'

/** A file still shown somewhere is not deleted: the message names every place that uses it. */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const uses = await findMediaUses(req.payload, id, req)
  if (uses.length === 0) return
  const message = adminText(req.i18n, 'mediaStillUsed', { where: describeUses(uses, req.i18n) })
  throw new APIError(message, 409, { uses }, true)
}
