import type { TaskConfig } from 'payload'

import { env } from '@/config/env'
import { toId } from '@/utilities/ids'

import { provisionRetries, provisionRetryDelayMs } from '../provisioning'
import {
  applyTrialEnd,
  applyTrialEndSlug,
  customersOutOfStep,
  resumeInstanceSlug,
  runTrialStep,
  suspendInstanceSlug,
} from '../suspension'

export const queueTrialEndsSlug = 'queueTrialEnds' as const

/**
 * The scheduled scan (TRIAL_END_CRON, every 10 minutes by default): an applyTrialEnd job for
 * every customer whose trial has ended without their engines being suspended, or whose
 * suspended trial runs again. Scanning twice queues a job twice; the job acts once.
 */
export const queueTrialEndsTask: TaskConfig<{
  input: Record<string, never>
  output: { queued: number }
}> = {
  slug: queueTrialEndsSlug,
  label: 'Queue trial ends',
  schedule: [{ cron: env().TRIAL_END_CRON, queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => {
    const customers = await customersOutOfStep(req.payload)
    for (const customer of customers)
      await req.payload.jobs.queue({ task: applyTrialEndSlug, input: { customer } })
    return { output: { queued: customers.length } }
  },
}

/** Suspends (trial ended) or resumes (trial extended) the engines one customer owns. */
export const applyTrialEndTask: TaskConfig<{
  input: { customer: string }
  output: { result: string }
}> = {
  slug: applyTrialEndSlug,
  label: 'Apply trial end',
  inputSchema: [{ name: 'customer', type: 'text', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: provisionRetryDelayMs() } },
  handler: async ({ input, req }) => ({
    output: { result: JSON.stringify(await applyTrialEnd(req.payload, input.customer)) },
  }),
}

const instanceTask = (
  slug: typeof suspendInstanceSlug | typeof resumeInstanceSlug,
  label: string,
  action: 'suspend' | 'resume',
): TaskConfig<{ input: { instance: string }; output: { status: string } }> => ({
  slug,
  label,
  inputSchema: [{ name: 'instance', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: {
    attempts: provisionRetries(),
    backoff: { type: 'exponential', delay: provisionRetryDelayMs() },
  },
  handler: async ({ input, job, req }) => ({
    output: {
      status: await runTrialStep(
        req.payload,
        toId(input.instance),
        action,
        (job.totalTried ?? 0) + 1,
      ),
    },
  }),
})

/** Tells the driver an engine is suspended (the owner's trial ended). */
export const suspendInstanceTask = instanceTask(
  suspendInstanceSlug,
  'Suspend engine instance',
  'suspend',
)
/** Asks the driver to serve a suspended engine again (support extended the trial). */
export const resumeInstanceTask = instanceTask(
  resumeInstanceSlug,
  'Resume engine instance',
  'resume',
)
