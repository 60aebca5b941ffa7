import type { Payload } from 'payload'

import { env } from '@/config/env'
import { metrics } from '@/observability/metrics'
import type { EngineInstance } from '@/payload-types'
import { decryptSecret, isEncrypted } from '@/security/crypto'

import { stepRecorder } from './jobSteps'
import { provisionerFor } from './provisioners'
import type { ProvisioningContext } from './provisioners/types'

export const provisionTaskSlug = 'provisionInstance'

/** Retries after the first try (PROVISION_RETRIES, default 3) and the first backoff delay (doubling). */
export const provisionRetries = () => env().PROVISION_RETRIES
export const provisionRetryDelayMs = () => env().PROVISION_RETRY_DELAY_MS

type Task = NonNullable<EngineInstance['tasks']>[number]
type Service = NonNullable<EngineInstance['services']>[number]

export const initialServices = (urls: {
  apiUrl: string
  adminUrl: string
  database: string
  email: string
}): Service[] => [
  { service: 'engineApi', url: urls.apiUrl, state: 'pending' },
  { service: 'adminUi', url: urls.adminUrl, state: 'pending' },
  { service: 'database', url: urls.database, state: 'pending' },
  { service: 'email', url: urls.email, state: 'pending' },
]

export const initialTasks = (): Task[] =>
  provisionerFor().steps.map((step) => ({ step, state: 'pending' as const }))

/**
 * One try at provisioning an instance (called by the provisionInstance job). Records every step
 * as a task; a failure is rethrown so the job retries with backoff, and the last allowed try
 * marks the instance failed. `launch` is the owner's retry count the job was queued for: a job
 * of an earlier launch (still holding retries) leaves a relaunched instance alone.
 */
export async function runProvisioning(
  payload: Payload,
  id: string | number,
  launch = 0,
): Promise<'running' | 'provisioning' | 'failed' | 'skipped'> {
  const instance = (await payload.findByID({
    collection: 'engine-instances',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })) as EngineInstance & { smtpPassword?: string | null }
  if (instance.status !== 'provisioning' || (instance.launchRetries ?? 0) !== launch) {
    metrics().provisioning.inc({ outcome: 'skipped' })
    return 'skipped'
  }

  const attempt = (instance.provisioningAttempts ?? 0) + 1
  const driver = provisionerFor()
  const recorder = stepRecorder(payload, instance, {
    job: 'provisioning',
    steps: driver.steps,
    attempt,
    maxAttempts: provisionRetries() + 1,
  })
  await recorder.save({ provisioningAttempts: attempt, failureMessage: null })

  const context: ProvisioningContext = {
    payload,
    instance,
    attempt,
    smtpPassword: isEncrypted(instance.smtpPassword) ? decryptSecret(instance.smtpPassword) : null,
    step: recorder.step,
    setService: recorder.setService,
    async markRunning() {
      recorder.state.status = 'running'
      await recorder.save()
    },
  }

  try {
    await driver.provision(context)
  } catch (error) {
    const last = recorder.isLast(error)
    if (last && recorder.state.status !== 'failed') await recorder.fail(error)
    metrics().provisioning.inc({ outcome: last ? 'failed' : 'retrying' })
    throw error
  }
  const outcome = recorder.state.status as 'running' | 'provisioning' | 'failed'
  metrics().provisioning.inc({ outcome })
  return outcome
}
