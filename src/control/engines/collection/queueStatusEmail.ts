import type { CollectionAfterChangeHook } from 'payload'

import type { EngineInstance } from '@/payload-types'

import {
  notifiedStatuses,
  queueEngineStatusEmail,
  type NotifiedStatus,
} from '../jobs/notifyEngineStatus'

const isNotified = (status: EngineInstance['status']): status is NotifiedStatus =>
  (notifiedStatuses as readonly string[]).includes(status ?? '')

/**
 * An instance reaching `running`, `failed` or `deleted` — through the provisioning job, a back-end
 * callback or staff — queues the owner's e-mail in the same request. Creating an instance in
 * that status (seed, staff) is no transition and sends nothing.
 */
export const queueStatusEmail: CollectionAfterChangeHook<EngineInstance> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || doc.status === previousDoc?.status || !isNotified(doc.status))
    return doc
  await queueEngineStatusEmail(
    req.payload,
    {
      engineInstance: String(doc.id),
      status: doc.status,
      from: previousDoc?.status ?? 'provisioning',
      transition: doc.updatedAt,
    },
    req,
  )
  return doc
}
