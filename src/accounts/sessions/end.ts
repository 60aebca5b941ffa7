import type { PayloadRequest, TypedUser } from 'payload'

import type { AccountCollection } from './types'

type StoredAccount = TypedUser & { sessions?: { id: string }[] | null }

/** The session the request was made with, when it belongs to this account. */
export function ownSid(
  req: PayloadRequest,
  collection: AccountCollection,
  id: number | string,
): string | undefined {
  const user = req.user as (TypedUser & { _sid?: string }) | null | undefined
  if (!user || user.collection !== collection || String(user.id) !== String(id)) return undefined
  return user._sid
}

/**
 * Ends sessions of an account: Payload's session entries on the account (so their tokens fail on
 * the next request) and their records. `which` picks the sessions to end by id.
 */
export async function endSessions(
  req: PayloadRequest,
  collection: AccountCollection,
  id: number | string,
  which: (sid: string) => boolean,
): Promise<number> {
  const { payload } = req
  const account = await payload.db.findOne<StoredAccount>({
    collection,
    where: { id: { equals: id } },
    req,
  })
  if (!account) return 0
  const sessions = account.sessions ?? []
  const kept = sessions.filter((session) => !which(session.id))
  if (kept.length !== sessions.length) {
    account.sessions = kept
    // As Payload's own revokeSession: the session entries change, the account's updatedAt not.
    ;(account as { updatedAt: unknown }).updatedAt = null
    await payload.db.updateOne({
      collection,
      id: account.id,
      data: account as unknown as Record<string, unknown>,
      req,
      returning: false,
    })
  }
  const records = await payload.find({
    collection: 'account-sessions',
    where: {
      accountCollection: { equals: collection },
      accountId: { equals: String(id) },
    },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    req,
  })
  const ended = records.docs.filter((record) => which(record.sid)).map((record) => record.id)
  if (ended.length)
    await payload.delete({
      collection: 'account-sessions',
      where: { id: { in: ended } },
      overrideAccess: true,
      req,
    })
  return sessions.length - kept.length
}
