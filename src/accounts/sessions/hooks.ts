import type { CollectionAfterLoginHook } from 'payload'

import { recordSession } from './record'
import type { AccountCollection } from './types'

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
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid?: string
    exp?: number
  }
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
