import type { Payload } from 'payload'

import { releaseAbandonedJobs } from './lease'
import { queueMissingJobs } from './missingJobs'

const sweepEveryMs = 60 * 1000
let lastSweep = 0

/**
 * Run by every process that runs jobs, before a runner pass: at its first pass, then at most once
 * a minute. Releases abandoned jobs and queues missing ones; several processes sweeping at once
 * only repeat harmless work.
 */
export async function sweepIfDue(payload: Payload): Promise<void> {
  if (Date.now() - lastSweep < sweepEveryMs) return
  lastSweep = Date.now()
  try {
    await releaseAbandonedJobs(payload)
    await queueMissingJobs(payload)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Sweeping the job queue failed' })
  }
}
