import type { CollectionAfterChangeHook } from 'payload'

import type { EngineInstance } from '@/payload-types'
import { relationId } from '@/utilities/ids'

/**
 * An engine of a closed account's organisation reaching `deleted` queues the account's removal
 * (the account feature's closeAccount job, which waits until all of them are deleted). The job is
 * named by its slug, which the job list checks: the account feature stands on the engines, not
 * the other way round.
 */
export const closeAccountWhenDeleted: CollectionAfterChangeHook<EngineInstance> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || doc.status !== 'deleted' || previousDoc?.status === 'deleted')
    return doc
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: relationId(doc.organisation),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { owner: true },
    req,
  })
  const owner = relationId(organisation?.owner)
  if (!owner) return doc
  const customer = await req.payload.findByID({
    collection: 'customers',
    id: owner,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { closedAt: true },
    req,
  })
  if (customer?.closedAt)
    await req.payload.jobs.queue({ task: 'closeAccount', input: { customer: String(owner) }, req })
  return doc
}
