import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { ownedOrganisationIds } from '@/control/trial'
import { toId } from '@/utilities/ids'

export const closeAccountSlug = 'closeAccount' as const

/**
 * Queues the removal of a closed account (see deleteMyAccount), in the request that closed it or
 * that moved one of its engines to `deleted`.
 */
export async function queueCloseAccount(payload: Payload, customer: string, req?: PayloadRequest) {
  await payload.jobs.queue({ task: closeAccountSlug, input: { customer }, req })
}

/**
 * Removes a closed account for good once every engine of the organisations it owned is
 * `deleted`: those engines' records, the organisations, then the account. While an engine is
 * still being torn down it leaves everything as it is; the engine's move to `deleted` queues this
 * job again. Running it twice is harmless: every step deletes by query.
 */
export const closeAccountTask: TaskConfig<{
  input: { customer: string }
  output: { state: string }
}> = {
  slug: closeAccountSlug,
  label: 'Remove a closed account',
  inputSchema: [{ name: 'customer', type: 'text', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  retries: 3,
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = toId(input.customer)
    const customer = await payload.findByID({
      collection: 'customers',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!customer) return { output: { state: 'gone' } }
    if (!customer.closedAt) return { output: { state: 'not closed' } }
    const organisations = await ownedOrganisationIds(payload, id)
    if (organisations.length) {
      const remaining = await payload.count({
        collection: 'engine-instances',
        where: {
          and: [{ organisation: { in: organisations } }, { status: { not_equals: 'deleted' } }],
        },
        overrideAccess: true,
      })
      if (remaining.totalDocs > 0) return { output: { state: 'waiting for engines' } }
      await payload.delete({
        collection: 'engine-instances',
        where: { organisation: { in: organisations } },
        overrideAccess: true,
      })
      await payload.delete({
        collection: 'organisations',
        where: { id: { in: organisations } },
        overrideAccess: true,
      })
    }
    await payload.delete({ collection: 'customers', id, overrideAccess: true })
    return { output: { state: 'removed' } }
  },
}
