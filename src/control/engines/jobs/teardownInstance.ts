import type { TaskConfig } from 'payload'

import { toId } from '@/utilities/ids'

import { provisionRetries, provisionRetryDelayMs } from '../provisioning'
import { runTeardown, teardownTaskSlug } from '../teardown'

/**
 * Tears one engine instance down (after deleteInstance) with the driver named by PROVISIONER,
 * retried like provisioning; the last failed try marks the instance `failed`.
 */
export const teardownInstanceTask: TaskConfig<{
  input: { instance: string }
  output: { status: string }
}> = {
  slug: teardownTaskSlug,
  label: 'Delete engine instance',
  inputSchema: [{ name: 'instance', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: {
    attempts: provisionRetries(),
    backoff: { type: 'exponential', delay: provisionRetryDelayMs() },
  },
  handler: async ({ input, req }) => {
    const status = await runTeardown(req.payload, toId(input.instance))
    return { output: { status } }
  },
}
