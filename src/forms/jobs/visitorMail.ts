import type { Payload } from 'payload'

import { currentMailScope } from '@/email/mailScope'
import { hasMarker, holdFor, markOnce, release } from '@/locks'

import { addressKey } from '../sealed'

/** Visitor e-mails (confirmations, newsletter opt-ins) go to one address at most once per hour. */
const visitorMailWindowMs = 60 * 60 * 1000

/**
 * Runs `send` unless `address` got an e-mail of this kind within the hour: the hour is held in
 * the database (a unique marker), so it holds across app servers and concurrent jobs. A failed
 * send gives the hour back, so the job's retry can send. False when the hour was taken.
 */
export async function oncePerHour(
  payload: Payload,
  kind: 'confirmation' | 'newsletter-opt-in',
  address: string,
  send: () => Promise<unknown>,
) {
  const key = `${kind}:${addressKey(address)}`
  // The job that took the hour keeps it when it runs again (its process died while sending).
  const job = currentMailScope()?.key
  if (await holdFor(payload, key, visitorMailWindowMs)) {
    if (job) await markOnce(payload, `${key}:${job}`, new Date(Date.now() + visitorMailWindowMs))
  } else if (!job || !(await hasMarker(payload, `${key}:${job}`))) return false
  try {
    await send()
  } catch (error) {
    await release(payload, key)
    throw error
  }
  return true
}
