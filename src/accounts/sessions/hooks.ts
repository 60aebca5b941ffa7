import type {
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
} from 'payload'

import { recordSession } from './record'
import { securityEvent } from './securityEvent'
import type { AccountCollection } from './types'

const claimsOf = (token: string | undefined) =>
  JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString() || '{}') as {
    sid?: string
    exp?: number
  }

/**
 * Payload's own password log-in (REST, GraphQL, Local API, logInCustomer): records the session it
 * opened, named by the `sid` and expiry it signed into the token.
 */
export const recordPasswordSession: CollectionAfterLoginHook = async ({
  collection,
  req,
  token,
  user,
}) => {
  const claims = claimsOf(token)
  if (!claims.sid || !claims.exp) return user
  await recordSession(req, {
    collection: collection.slug as AccountCollection,
    id: user.id,
    sid: claims.sid,
    method: 'password',
    expiresAt: new Date(claims.exp * 1000),
  })
  return user
}

/**
 * A new password, on every path (the customer's change and reset, the admin's account view, an
 * admin setting a staff member's password, the Local API): ends the account's other sessions and
 * mails the owner. Payload's reset signs staff in with a new session (REST answers its cookie),
 * which is kept and recorded; the control area's reset signs no one in, so every session ends.
 */
export const passwordChangeEndsSessions: CollectionAfterOperationHook = async ({
  args,
  collection,
  operation,
  req,
  result,
}) => {
  const accountCollection = collection.slug as AccountCollection
  if (operation === 'resetPassword') {
    const { token, user } = result as { token?: string; user?: { id: number | string } }
    if (!user) return result
    const claims = accountCollection === 'users' ? claimsOf(token) : {}
    if (claims.sid && claims.exp)
      await recordSession(req, {
        collection: accountCollection,
        id: user.id,
        sid: claims.sid,
        method: 'password',
        expiresAt: new Date(claims.exp * 1000),
      })
    await securityEvent(req, {
      collection: accountCollection,
      id: user.id,
      kind: 'passwordChanged',
      keepSid: claims.sid ?? '',
    })
    return result
  }
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password !== 'string' || password === '') return result
  if (operation === 'updateByID') {
    await securityEvent(req, {
      collection: accountCollection,
      id: (result as { id: number | string }).id,
      kind: 'passwordChanged',
    })
  } else if (operation === 'update') {
    for (const doc of (result as { docs: { id: number | string }[] }).docs)
      await securityEvent(req, {
        collection: accountCollection,
        id: doc.id,
        kind: 'passwordChanged',
      })
  }
  return result
}

/** A deleted account's session records and known devices go with it. */
export const forgetDeletedAccount: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  const account = {
    accountCollection: { equals: collection.slug },
    accountId: { equals: String(id) },
  }
  for (const slug of ['account-sessions', 'account-devices'] as const)
    await req.payload.delete({ collection: slug, where: account, overrideAccess: true, req })
}
