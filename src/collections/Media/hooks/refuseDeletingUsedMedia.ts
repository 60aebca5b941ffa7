import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type Where,
} from 'payload'

import { adminText } from '@/admin/translations'

import { describeUses } from '../describeUses'
import { findMediaUses, type MediaUse } from '../usage'

/** A file still shown somewhere is not deleted: the message names every place that uses it. */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const uses = await findMediaUses(req.payload, id, req)
  if (uses.length === 0) return
  const message = adminText(req.i18n, 'mediaStillUsed', {
    count: 1,
    where: describeUses(uses, req.i18n),
  })
  throw new APIError(message, 409, { uses }, true)
}

/**
 * Deleting by `where` (REST `DELETE /api/media?where…`, as the admin's list and its bulk actions
 * do, and the Local API without an id): Payload runs beforeDelete per file, keeps a refusal's
 * message only inside a 400 "unable to delete" answer and deletes the others. Files in use are
 * refused up front instead, all of the request with one 409 naming each file and its places, as
 * deleting a single file does.
 */
export const refuseBulkDeletingUsedMedia: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const { id, where, overrideAccess } = args as {
    id?: number | string
    where?: Where
    overrideAccess?: boolean
  }
  if (operation !== 'delete' || id !== undefined || !where) return args
  const { docs } = await req.payload.find({
    collection: 'media',
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: overrideAccess ?? false,
    req,
    select: { filename: true },
  })
  const used: { filename: string; uses: MediaUse[] }[] = []
  for (const doc of docs) {
    const uses = await findMediaUses(req.payload, doc.id, req)
    if (uses.length > 0) used.push({ filename: doc.filename ?? String(doc.id), uses })
  }
  if (used.length === 0) return args
  const places =
    used.length === 1
      ? describeUses(used[0]!.uses, req.i18n)
      : used
          .map(
            ({ filename, uses }) =>
              `${adminText(req.i18n, 'mediaQuoted', { title: filename })}: ${describeUses(uses, req.i18n)}`,
          )
          .join('; ')
  const message = adminText(req.i18n, 'mediaStillUsed', { count: used.length, where: places })
  throw new APIError(message, 409, { uses: used }, true)
}
