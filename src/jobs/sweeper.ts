import type { Payload } from 'payload'

import { failOverdueInstances } from '@/control/engines'

import { releaseAbandonedJobs } from './lease'
import { queueMissingJobs } from './missingJobs'

/** Abandoned jobs are looked for at every runner pass that is this long after the last look. */
const releaseEveryMs = 5 * 1000
const queueEveryMs = 60 * 1000
let lastRelease = 0
let lastQueue = 0

/**
 * Run by every process that runs jobs, before a runner pass: releases abandoned jobs (one cheap
 * query, so a dead process's job waits little more than the lease) and, at most once a minute,
 * queues missing ones and fails engines whose launch or deletion is past its deadline; several
 * processes sweeping at once only repeat harmless work.
 */
export async function sweepIfDue(payload: Payload): Promise<void> {
  const now = Date.now()
  try {
    if (now - lastRelease >= releaseEveryMs) {
      lastRelease = now
      await releaseAbandonedJobs(payload)
    }
    if (now - lastQueue >= queueEveryMs) {
      lastQueue = now
      await queueMissingJobs(payload)
      await failOverdueInstances(payload)
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Sweeping the job queue failed' })
  }
}
