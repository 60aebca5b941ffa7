import { getTranslation } from '@payloadcms/translations'
import {
  APIError,
  type CollectionAfterErrorHook,
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

/** One refused file of a delete by `where`, with the message for it alone. */
type RefusedFile = { id: number | string; filename: string; uses: MediaUse[]; message: string }

/**
 * Deleting by `where` (REST `DELETE /api/media?where…`, as the admin's list and its bulk actions
 * do, and the Local API without an id): Payload runs beforeDelete per file, answers 400 and deletes
 * the files nobody uses. Files in use are refused up front instead: the whole request, 409, nothing
 * deleted, the message naming each file and its places (answered by `answerBulkRefusal`).
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
  const refused: RefusedFile[] = []
  for (const doc of docs) {
    const uses = await findMediaUses(req.payload, doc.id, req)
    if (uses.length === 0) continue
    const where = describeUses(uses, req.i18n)
    const message = adminText(req.i18n, 'mediaStillUsed', { count: 1, where })
    refused.push({ id: doc.id, filename: doc.filename ?? String(doc.id), uses, message })
  }
  if (refused.length === 0) return args
  const places =
    refused.length === 1
      ? describeUses(refused[0]!.uses, req.i18n)
      : refused
          .map(
            ({ filename, uses }) =>
              `${adminText(req.i18n, 'mediaQuoted', { title: filename })}: ${describeUses(uses, req.i18n)}`,
          )
          .join('; ')
  const message = adminText(req.i18n, 'mediaStillUsed', { count: refused.length, where: places })
  throw new APIError(message, 409, { refused, total: docs.length }, true)
}

/**
 * The REST answer to a refused delete by `where`, in the shape of Payload's own answer to a bulk
 * delete (the admin's list reads `docs` and `errors` and shows `message` with each error's), with
 * 409: nothing deleted ("unable to delete m of m") and the message of each file in use.
 */
export const answerBulkRefusal: CollectionAfterErrorHook = ({ collection, error, req }) => {
  const data = (error as { data?: unknown }).data as
    { refused?: RefusedFile[]; total?: number } | undefined
  if (!Array.isArray(data?.refused)) return
  const { refused, total = refused.length } = data
  const labels = collection.labels
  return {
    status: 409,
    response: {
      docs: [],
      errors: refused.map(({ id, message }) => ({ id, isPublic: true, message })),
      // The whole request is refused: none of the files is deleted, the errors say why.
      message: req.t('error:unableToDeleteCount', {
        count: total,
        total,
        label: getTranslation(total === 1 ? labels.singular : labels.plural, req.i18n),
      }),
    },
  }
}
