import type { Payload } from 'payload'

/**
 * Once-only markers and short locks in the hidden `locks` collection (unique `key`): a used
 * captcha challenge or form start token, an e-mail that goes out once, a window in which only one
 * process may act. The unique index decides in the database, so a lock holds across several app
 * servers. Written without `req`, outside the caller's transaction, so a refused submission does
 * not roll a use back; and without a transaction of their own (one statement each), so that a
 * request inside a transaction needs one more pool connection for them, never one more
 * transaction (src/db/transactionLimit.ts).
 */
const collection = 'locks'

/** Records `key` until `expiresAt`; false when it was recorded before. */
export async function markOnce(payload: Payload, key: string, expiresAt: Date): Promise<boolean> {
  try {
    await payload.create({
      collection,
      data: { key, expiresAt: expiresAt.toISOString() },
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
    where: { key: { equals: key } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Holds `key` for `windowMs` unless someone holds it already: at most one holder per window.
 * An expired lock is removed first; concurrent holders race on the unique index.
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
        { key: { equals: key } },
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
    where: { key: { equals: key } },
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
  })
}

/** Removes the locks expired before `now` (the daily retention job). Returns how many. */
export async function forgetExpiredLocks(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.delete({
    collection,
    where: { expiresAt: { less_than: new Date(now).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
