import type { Payload } from 'payload'

/** RUN_JOBS=false: this process serves requests only; a worker (`npm run worker`) runs the queue. */
export const jobsRunHere = () => process.env.RUN_JOBS?.trim().toLowerCase() !== 'false'

let stopping = false

/** After this, the background runner starts no new pass (jobs already running finish). */
export function stopTakingJobs() {
  stopping = true
}

/** Asked by Payload's runner before every pass. */
export async function shouldRunJobs(_payload: Payload): Promise<boolean> {
  return jobsRunHere() && !stopping
}

/** Resolves once no runner pass is in progress, or after `timeoutMs`; true when none is left. */
export async function runnerIdle(payload: Payload, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (payload.crons.some((cron) => cron.isBusy())) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return true
}
