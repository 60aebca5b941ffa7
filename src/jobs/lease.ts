import type { Payload } from 'payload'

import { env } from '@/config/env'
import { releaseClaimedBefore } from '@/db/patches/atomicJobClaims'

/**
 * How long a claimed job may go without an update before it counts as abandoned (its process
 * died). Payload's runner touches a job when it claims it and after each task, and the heartbeat
 * (heartbeat.ts) every JOB_HEARTBEAT_MS while a task runs, so the lease only has to outlast a few
 * missed heartbeats, not the slowest task.
 */
export const jobLeaseMs = (): number => env().JOB_LEASE_MS

/**
 * Payload never releases a job whose runner died (it stays `processing` and is skipped forever):
 * puts jobs claimed longer than the lease ago back in the queue. Returns how many were released.
 */
export async function releaseAbandonedJobs(payload: Payload): Promise<number> {
  const released = await releaseClaimedBefore(
    payload,
    new Date(Date.now() - jobLeaseMs()).toISOString(),
  )
  if (released.length)
    payload.logger.warn({
      jobs: released,
      msg: 'Released jobs whose runner stopped before finishing them',
    })
  return released.length
}
