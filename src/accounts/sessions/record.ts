import type { PayloadRequest } from 'payload'

import { deviceOf } from './device'
import type { AccountCollection, SignInMethod } from './types'

/**
 * Records a session just opened (by startSession or Payload's password log-in) and forgets the
 * account's records of sessions that have run out.
 */
export async function recordSession(
  req: PayloadRequest,
  session: {
    collection: AccountCollection
    id: number | string
    sid: string
    method: SignInMethod
    expiresAt: Date
  },
) {
  const { payload } = req
  const now = new Date()
  await payload.delete({
    collection: 'account-sessions',
    where: {
      accountCollection: { equals: session.collection },
      accountId: { equals: String(session.id) },
      expiresAt: { less_than: now.toISOString() },
    },
    overrideAccess: true,
    req,
  })
  await payload.create({
    collection: 'account-sessions',
    data: {
      accountCollection: session.collection,
      accountId: String(session.id),
      sid: session.sid,
      method: session.method,
      ...deviceOf(req.headers?.get('user-agent')),
      lastSeenAt: now.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
