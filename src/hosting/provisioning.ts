import type { Payload } from 'payload'

import type { EngineInstance } from '@/payload-types'

import { provisionerFor } from './provisioners'
import type {
  ProvisioningContext,
  ProvisioningStep,
  ServiceKey,
  ServiceState,
  TaskState,
} from './provisioners/types'
import { decryptSecret, isEncrypted } from './secrets'

export const provisionTaskSlug = 'provisionInstance'

/** Retries after the first try (PROVISION_RETRIES, default 3) and the first backoff delay (doubling). */
export const provisionRetries = (env: NodeJS.ProcessEnv = process.env) => {
  const value = Number(env.PROVISION_RETRIES)
  return Number.isInteger(value) && value >= 0 ? value : 3
}
export const provisionRetryDelayMs = (env: NodeJS.ProcessEnv = process.env) => {
  const value = Number(env.PROVISION_RETRY_DELAY_MS)
  return Number.isFinite(value) && value >= 0 ? value : 2000
}

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

/** An error no retry can cure (e.g. a refused SMTP server): the instance fails at once. */
const isPermanent = (error: unknown) => (error as { permanent?: unknown })?.permanent === true

const strip = <T extends { id?: string | null }>(rows: T[] | null | undefined): T[] =>
  (rows ?? []).map(({ id: _id, ...rest }) => rest as T)

/**
 * One try at provisioning an instance (called by the provisionInstance job). Records every step
 * as a task; a failure is rethrown so the job retries with backoff, and the last allowed try
 * marks the instance failed.
 */
export async function runProvisioning(
  payload: Payload,
  id: string | number,
): Promise<'running' | 'provisioning' | 'failed' | 'skipped'> {
  const instance = (await payload.findByID({
    collection: 'engine-instances',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })) as EngineInstance & { smtpPassword?: string | null }
  if (instance.status !== 'provisioning') return 'skipped'

  const attempt = (instance.provisioningAttempts ?? 0) + 1
  const maxAttempts = provisionRetries() + 1
  const driver = provisionerFor()
  const tasks = strip(instance.tasks)
  for (const step of driver.steps)
    if (!tasks.some((task) => task.step === step)) tasks.push({ step, state: 'pending' })
  const services = strip(instance.services)
  let status: EngineInstance['status'] = 'provisioning'

  const save = async (extra: Partial<EngineInstance> = {}) => {
    await payload.update({
      collection: 'engine-instances',
      id,
      data: { tasks, services, status, ...extra },
      overrideAccess: true,
      depth: 0,
      context: { provisioning: true },
    })
  }
  await save({ provisioningAttempts: attempt, failureMessage: null })

  const setTask = (step: ProvisioningStep, state: TaskState, message?: string | null) => {
    const task = tasks.find((entry) => entry.step === step)
    if (!task) return
    const now = new Date().toISOString()
    task.state = state
    if (message !== undefined) task.message = message
    if (state === 'running') {
      task.startedAt = now
      task.finishedAt = null
    } else if (state === 'done' || state === 'failed') {
      task.finishedAt = now
    }
  }

  const context: ProvisioningContext = {
    payload,
    instance,
    attempt,
    smtpPassword: isEncrypted(instance.smtpPassword) ? decryptSecret(instance.smtpPassword) : null,
    async step(step, run) {
      const existing = tasks.find((task) => task.step === step)
      if (existing?.state === 'done') return
      setTask(step, 'running', attempt > 1 ? `Attempt ${attempt}` : null)
      await save()
      try {
        const message = await run()
        setTask(step, 'done', message || null)
        await save()
      } catch (error) {
        const last = attempt >= maxAttempts || isPermanent(error)
        const reason = (error as Error).message || 'Unknown error'
        setTask(
          step,
          'failed',
          last ? reason : `${reason} (attempt ${attempt} of ${maxAttempts}, will retry)`,
        )
        if (last) {
          status = 'failed'
          for (const service of services) if (service.state === 'pending') service.state = 'failed'
        }
        await save(last ? { failureMessage: reason } : {})
        throw error
      }
    },
    async setService(key: ServiceKey, state: ServiceState) {
      const service = services.find((entry) => entry.service === key)
      if (service) service.state = state
    },
    async markRunning() {
      status = 'running'
      await save()
    },
  }

  try {
    await driver.provision(context)
  } catch (error) {
    if ((attempt >= maxAttempts || isPermanent(error)) && (status as string) !== 'failed') {
      status = 'failed'
      await save({ failureMessage: (error as Error).message || 'Unknown error' })
    }
    throw error
  }
  return status
}
