import type { Payload } from 'payload'

/**
 * One-time markers in the hidden `captcha-challenges` collection (unique `challengeId`): used
 * captcha challenges, used form start tokens and the e-mail throttles. The unique index decides
 * in the database, so a marker holds across several app servers. Written without `req`, outside
 * the caller's transaction, so a refused submission does not roll a use back; and without a
 * transaction of their own (one statement each), so that a request inside a transaction needs one
 * more pool connection for them, never one more transaction (src/db/transactionLimit.ts).
 */
const collection = 'captcha-challenges'

/** Records `key` until `expiresAt`; false when it was recorded before. */
export async function markOnce(payload: Payload, key: string, expiresAt: Date): Promise<boolean> {
  try {
    await payload.create({
      collection,
      data: { challengeId: key, expiresAt: expiresAt.toISOString() },
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
    })
    return true
  } catch {
    return false
  }
}

/** Whether `key` is recorded (expired or not). */
export async function hasMarker(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection,
    where: { challengeId: { equals: key } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Holds `key` for `windowMs` unless someone holds it already: at most one holder per window.
 * An expired marker is removed first; concurrent holders race on the unique index.
 */
export async function holdFor(
  payload: Payload,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<boolean> {
  await payload.delete({
    collection,
    where: {
      and: [
        { challengeId: { equals: key } },
        { expiresAt: { less_than_equal: new Date(now).toISOString() } },
      ],
    },
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
  })
  return markOnce(payload, key, new Date(now + windowMs))
}

/** Gives a held key back (the e-mail it guarded could not be sent). */
export async function release(payload: Payload, key: string): Promise<void> {
  await payload.delete({
    collection,
    where: { challengeId: { equals: key } },
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
  })
}
