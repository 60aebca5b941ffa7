import type { PayloadRequest } from 'payload'

import { deviceOf } from './device'
import { endSessions, ownSid } from './end'
import { queueSecurityEmail, type SecurityEmailKind } from './jobs/sendSecurityEmail'
import type { AccountCollection } from './types'

/** What changed in an account's sign-in: each ends the other sessions and mails the owner. */
export type SecurityEventKind = Exclude<SecurityEmailKind, 'newDevice'>

/**
 * A change to how an account signs in: ends every session of the account but the one the
 * request was made with (`keepSid`, or the request's own when it belongs to the account), and
 * queues the e-mail that tells the owner what happened, when, from which device and what to do
 * if it was not them.
 */
export async function securityEvent(
  req: PayloadRequest,
  {
    collection,
    id,
    kind,
    keepSid,
  }: {
    collection: AccountCollection
    id: number | string
    kind: SecurityEventKind
    keepSid?: string
  },
) {
  const keep = keepSid ?? ownSid(req, collection, id)
  await endSessions(req, collection, id, (sid) => sid !== keep)
  await queueSecurityEmail(req, {
    collection,
    account: String(id),
    kind,
    at: new Date().toISOString(),
    ...deviceOf(req.headers?.get('user-agent')),
  })
}
