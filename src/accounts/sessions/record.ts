import type { PayloadRequest } from 'payload'

import { deviceOf } from './device'
import { isNewDevice } from './devices'
import { queueSecurityEmail } from './jobs/sendSecurityEmail'
import type { AccountCollection, SignInMethod } from './types'

/**
 * Records a session just opened (by startSession or Payload's password log-in), forgets the
 * account's records of sessions that have run out, and tells the owner of a sign-in from a new
 * device.
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
  const device = deviceOf(req.headers?.get('user-agent'))
  await payload.create({
    collection: 'account-sessions',
    data: {
      accountCollection: session.collection,
      accountId: String(session.id),
      sid: session.sid,
      method: session.method,
      ...device,
      lastSeenAt: now.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (await isNewDevice(req, session.collection, session.id))
    await queueSecurityEmail(req, {
      collection: session.collection,
      account: String(session.id),
      kind: 'newDevice',
      at: now.toISOString(),
      browser: device.browser,
      os: device.os,
      method: session.method,
    })
}
