import {
  generatePayloadCookie,
  getFieldsToSign,
  jwtSign,
  type PayloadRequest,
  type TypedUser,
} from 'payload'
import { addSessionToUser } from 'payload/shared'

import { recordSession } from './record'
import type { AccountCollection, SignInMethod } from './types'

export type StartedSession = {
  /** The session's id, as Payload keeps it on the account and signs it into the token. */
  sid: string
  token: string
  /** The Set-Cookie header value that signs the browser in. */
  cookie: string
  expiresAt: Date
}

/**
 * Opens a session for an account whose sign-in was proven another way than Payload's own
 * password log-in (a passkey, or the second step after the password): the same session entry on
 * the account, the same signed token and cookie as payload.login gives; recorded with `method` for
 * the sessions list.
 */
export async function startSession(
  req: PayloadRequest,
  collection: AccountCollection,
  id: number | string,
  method: SignInMethod,
): Promise<StartedSession> {
  const { payload } = req
  const collectionConfig = payload.collections[collection].config
  const user = await payload.db.findOne<TypedUser & { email: string }>({
    collection,
    where: { id: { equals: id } },
    req,
  })
  if (!user) throw new Error(`No ${collection} account ${id}`)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  if (!sid) throw new Error(`Sessions are off for ${collection}`)
  const { exp, token } = await jwtSign({
    fieldsToSign: getFieldsToSign({ collectionConfig, email: user.email, sid, user }),
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collectionConfig.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  const expiresAt = new Date(exp * 1000)
  await recordSession(req, { collection, id: user.id, sid, method, expiresAt })
  return { sid, token, cookie, expiresAt }
}
