import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'

import { env } from '@/config/env'

import { sweepIfDue } from './sweeper'

/** RUN_JOBS=false: this process serves requests only; a worker (`npm run worker`) runs the queue. */
export const jobsRunHere = () => env().RUN_JOBS

let stopping = false

/** After this, the background runner starts no new pass (jobs already running finish). */
export function stopTakingJobs() {
  stopping = true
}

/** Asked by Payload's runner before every pass; sweeps the queue when due. */
export async function shouldRunJobs(payload: Payload): Promise<boolean> {
  if (!jobsRunHere() || stopping) return false
  await sweepIfDue(payload)
  return true
}

/** Resolves once no runner pass is in progress, or after `timeoutMs`; true when none is left. */
export async function runnerIdle(payload: Payload, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (payload.crons.some((cron) => cron.isBusy())) {
    if (Date.now() >= deadline) return false
    await sleep(100)
  }
  return true
}
