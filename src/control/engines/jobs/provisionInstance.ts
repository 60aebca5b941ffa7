import type { TaskConfig } from 'payload'

import { toId } from '@/utilities/ids'

import {
  provisionRetries,
  provisionRetryDelayMs,
  provisionTaskSlug,
  runProvisioning,
} from '../provisioning'

/**
 * Provisions one engine instance with the driver named by PROVISIONER. A failed try is retried
 * with exponential backoff (PROVISION_RETRY_DELAY_MS, doubling; PROVISION_RETRIES times); the
 * last failed try marks the instance `failed`.
 */
export const provisionInstanceTask: TaskConfig<{
  input: { instance: string; launch?: number | null }
  output: { status: string }
}> = {
  slug: provisionTaskSlug,
  label: 'Provision engine instance',
  inputSchema: [
    { name: 'instance', type: 'text', required: true },
    // The owner's retry this job was queued for (0: the first launch).
    { name: 'launch', type: 'number' },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: {
    attempts: provisionRetries(),
    backoff: { type: 'exponential', delay: provisionRetryDelayMs() },
  },
  handler: async ({ input, req }) => {
    const status = await runProvisioning(req.payload, toId(input.instance), input.launch ?? 0)
    return { output: { status } }
  },
}
