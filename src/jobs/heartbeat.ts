import type { Payload, TaskHandler, TaskHandlerArgs } from 'payload'

import { env } from '@/config/env'
import { runInMailScope } from '@/email/mailScope'

/** How often a running job renews its claim (well below JOB_LEASE_MS). */
const jobHeartbeatMs = (): number => env().JOB_HEARTBEAT_MS

/** The jobs whose task is running in this process now. */
const running = new Map<number | string, Payload>()

/** Renews the claim: only `updatedAt` is written, so it cannot undo what the runner records. */
async function renew(payload: Payload, id: number | string) {
  try {
    await payload.db.updateJobs({
      id,
      data: { updatedAt: new Date().toISOString() },
      returning: false,
    })
  } catch (error) {
    payload.logger.warn({ err: error, job: id, msg: 'Renewing the claim of a running job failed' })
  }
}

/**
 * Runs a task's handler with a heartbeat: while it runs, its job's claim is renewed every
 * JOB_HEARTBEAT_MS, so the lease (lease.ts) can be short and a job whose process died is taken
 * up again within it, however long a healthy task takes. The e-mails it sends are tied to the job
 * (src/email/mailScope.ts): a re-run skips the ones already accepted by the mail server.
 */
export function withHeartbeat<T extends { handler: unknown }>(task: T): T {
  if (typeof task.handler !== 'function') return task
  const handler = task.handler as TaskHandler<{ input: object; output: object }>
  const beating = async (args: TaskHandlerArgs<{ input: object; output: object }>) => {
    const { job, req } = args
    running.set(job.id, req.payload)
    const beat = setInterval(() => void renew(req.payload, job.id), jobHeartbeatMs())
    beat.unref()
    try {
      return await runInMailScope({ key: `job-${job.id}` }, async () => handler(args))
    } finally {
      clearInterval(beat)
      running.delete(job.id)
    }
  }
  return { ...task, handler: beating }
}

/**
 * Gives the jobs still running here back to the queue (a stopping worker that could not wait for
 * them): another runner takes them at once instead of after the lease.
 */
export async function releaseJobsRunningHere(): Promise<number> {
  const jobs = [...running.entries()]
  for (const [id, payload] of jobs)
    await payload.db.updateJobs({ id, data: { processing: false }, returning: false })
  return jobs.length
}
