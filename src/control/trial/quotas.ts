import { APIError, type Payload, type PayloadRequest } from 'payload'

import { env } from '@/config/env'

/**
 * Trial quotas per customer: organisations they own (TRIAL_MAX_ORGANISATIONS, default 3) and
 * engine instances in total across the organisations they own (TRIAL_MAX_INSTANCES, default 3).
 * Every instance counts but a deleted one: a failed or stopped one still holds its subdomain
 * and instance ID until its owner deletes it. Read at each check, so a changed value applies at once.
 */
export const trialMaxOrganisations = () => env().TRIAL_MAX_ORGANISATIONS
export const trialMaxInstances = () => env().TRIAL_MAX_INSTANCES

/** A reached quota; the message is a key under control.wizard.errors. */
export class QuotaReached extends APIError {
  constructor(code: 'organisationLimit' | 'instanceLimit', max: number) {
    super(code, 403, { max }, true)
  }
}

/** The ids of the organisations the customer owns (not those they are only a member of). */
export async function ownedOrganisationIds(
  payload: Payload,
  customer: string | number,
  req?: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection: 'organisations',
    where: { owner: { equals: customer } },
    select: {},
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => doc.id)
}

export async function assertOrganisationQuota(req: PayloadRequest, customer: string | number) {
  const max = trialMaxOrganisations()
  const { totalDocs } = await req.payload.count({
    collection: 'organisations',
    where: { owner: { equals: customer } },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= max) throw new QuotaReached('organisationLimit', max)
}

export async function assertInstanceQuota(req: PayloadRequest, owner: string | number) {
  const max = trialMaxInstances()
  const organisations = await ownedOrganisationIds(req.payload, owner, req)
  const { totalDocs } = organisations.length
    ? await req.payload.count({
        collection: 'engine-instances',
        where: {
          and: [{ organisation: { in: organisations } }, { status: { not_equals: 'deleted' } }],
        },
        overrideAccess: true,
        req,
      })
    : { totalDocs: 0 }
  if (totalDocs >= max) throw new QuotaReached('instanceLimit', max)
}
