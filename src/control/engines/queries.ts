import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { actingIn, apiTokenOf } from '@/control/shared/actor'
import type { EngineInstance } from '@/payload-types'
import { relationId, toId } from '@/utilities/ids'

import type { organisationRef } from './rules'

/** The most instances one list answers (trial quotas keep organisations far below it). */
const listLimit = 200

/**
 * One instance as the caller may read it, or null: a signed-in user with their own rights
 * (members, support, admins), an API token only within its organisation.
 */
export async function readInstance(
  req: PayloadRequest,
  id: string,
): Promise<EngineInstance | null> {
  const token = apiTokenOf(req)
  if (!token && !req.user) return null
  const doc = await req.payload.findByID({
    collection: 'engine-instances',
    id: toId(id),
    depth: 0,
    disableErrors: true,
    ...(token ? { overrideAccess: true } : { overrideAccess: false, user: req.user }),
  })
  if (token && String(relationId(doc?.organisation)) !== String(token.organisation)) return null
  return doc
}

/**
 * The organisation's instances, newest first, for its members or an API token of it (actingIn:
 * 404 for anyone else).
 */
export async function organisationInstances(
  req: PayloadRequest,
  input: z.input<typeof organisationRef>,
): Promise<EngineInstance[]> {
  const { organisation } = await actingIn(req, toId(input.organisation), 'read')
  const { docs } = await req.payload.find({
    collection: 'engine-instances',
    where: { organisation: { equals: organisation.id } },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit: listLimit,
    overrideAccess: true,
  })
  return docs
}
