import { createHash, randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { env } from '@/config/env'

import type { AccountCollection } from './types'

/** A random id per browser, HttpOnly, kept for 400 days (the most browsers allow). */
export const deviceCookieName = 'unbound-device'
const deviceCookieMaxAge = 400 * 24 * 60 * 60

const deviceHash = (collection: AccountCollection, id: number | string, value: string) =>
  createHash('sha256').update(`${collection}:${id}:${value}`).digest('hex')

/** The request's device id, or a new one; the answer carries its cookie either way (a new expiry). */
function deviceOfRequest(req: PayloadRequest): string {
  const stored = parseCookies(req.headers).get(deviceCookieName)
  const value =
    stored && /^[\w-]{43}$/.test(stored) ? stored : randomBytes(32).toString('base64url')
  const secure = env().NODE_ENV === 'production' && env().SITE_URL?.startsWith('https://')
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append(
    'Set-Cookie',
    `${deviceCookieName}=${value}; Path=/; Max-Age=${deviceCookieMaxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  )
  return value
}

/**
 * Remembers the device a sign-in came from; true when the account had signed in before, but never
 * from this device. Sign-ins through the Local API alone (server code, no browser) are left out.
 */
export async function isNewDevice(
  req: PayloadRequest,
  collection: AccountCollection,
  id: number | string,
): Promise<boolean> {
  if (req.payloadAPI === 'local') return false
  const { payload } = req
  const hash = deviceHash(collection, id, deviceOfRequest(req))
  const account = { accountCollection: { equals: collection }, accountId: { equals: String(id) } }
  const known = await payload.count({
    collection: 'account-devices',
    where: account,
    overrideAccess: true,
  })
  const seen = await payload.count({
    collection: 'account-devices',
    where: { deviceHash: { equals: hash } },
    overrideAccess: true,
  })
  if (seen.totalDocs > 0) return false
  // Outside the sign-in's transaction, one statement: two sign-ins from the same new device at
  // once meet at the unique index, and only the one that stored it sends the notice.
  try {
    await payload.create({
      collection: 'account-devices',
      data: { accountCollection: collection, accountId: String(id), deviceHash: hash },
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
    })
  } catch {
    return false
  }
  return known.totalDocs > 0
}
