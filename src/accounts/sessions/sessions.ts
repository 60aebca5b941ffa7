import type { PayloadRequest, TypedUser } from 'payload'

import { endSessions, ownSid } from './end'
import type { AccountCollection, SignInMethod } from './types'

/** A signed-in session as its owner sees it. */
export type SessionView = {
  id: string
  browser: string | null
  os: string | null
  deviceType: string | null
  method: SignInMethod
  createdAt: string
  lastSeenAt: string
  /** The session this request was made with. */
  current: boolean
}

type Account = { collection: AccountCollection; id: number | string }

/**
 * The account's signed-in sessions, newest first: the records whose session Payload still keeps
 * on the account and which have not run out (records of sessions ended elsewhere, by a log-out
 * or a password change, are forgotten here).
 */
export async function accountSessions(req: PayloadRequest, account: Account) {
  const { payload } = req
  const stored = await payload.db.findOne<TypedUser & { sessions?: { id: string }[] | null }>({
    collection: account.collection,
    where: { id: { equals: account.id } },
    req,
  })
  const live = new Set((stored?.sessions ?? []).map((session) => session.id))
  const { docs } = await payload.find({
    collection: 'account-sessions',
    where: {
      accountCollection: { equals: account.collection },
      accountId: { equals: String(account.id) },
    },
    sort: '-createdAt',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    req,
  })
  const now = new Date().toISOString()
  const gone = docs.filter((doc) => !live.has(doc.sid) || doc.expiresAt < now)
  if (gone.length)
    await payload.delete({
      collection: 'account-sessions',
      where: { id: { in: gone.map((doc) => doc.id) } },
      overrideAccess: true,
      req,
    })
  const own = ownSid(req, account.collection, account.id)
  return docs
    .filter((doc) => !gone.includes(doc))
    .map((doc): SessionView => ({
      id: String(doc.id),
      browser: doc.browser ?? null,
      os: doc.os ?? null,
      deviceType: doc.deviceType ?? null,
      method: doc.method,
      createdAt: doc.createdAt,
      lastSeenAt: doc.lastSeenAt,
      current: doc.sid === own,
    }))
}

/**
 * Ends one session of the account, named by its id in the list; false when the account has no
 * such session (another account's id included: its session is left alone).
 */
export async function endAccountSession(
  req: PayloadRequest,
  account: Account,
  sessionId: string,
): Promise<boolean> {
  if (!/^\d+$/.test(sessionId) && !/^[0-9a-f]{24}$/i.test(sessionId)) return false
  const { docs } = await req.payload.find({
    collection: 'account-sessions',
    where: {
      id: { equals: sessionId },
      accountCollection: { equals: account.collection },
      accountId: { equals: String(account.id) },
    },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    req,
  })
  const record = docs[0]
  if (!record) return false
  await endSessions(req, account.collection, account.id, (sid) => sid === record.sid)
  return true
}

/** Ends every session of the account but the one this request was made with; how many ended. */
export async function endOtherAccountSessions(
  req: PayloadRequest,
  account: Account,
): Promise<number> {
  const own = ownSid(req, account.collection, account.id)
  return endSessions(req, account.collection, account.id, (sid) => sid !== own)
}
