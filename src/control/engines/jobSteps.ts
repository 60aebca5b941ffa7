import type { Payload } from 'payload'

import type { EngineInstance } from '@/payload-types'
import { withoutRowIds } from '@/utilities/ids'

import type { ProvisioningStep, ServiceKey, ServiceState, TaskState } from './provisioners/types'

type Status = NonNullable<EngineInstance['status']>

/** An error no retry can cure (e.g. a refused SMTP server): the job gives up at once. */
export const isPermanent = (error: unknown) =>
  (error as { permanent?: unknown })?.permanent === true

/**
 * What the provisioning, teardown and suspension jobs share: the instance's tasks and services in memory,
 * written back after every change with the job's context (`provisioning` or `teardown`, see
 * the collection's jobWritesOnlyInItsStatus), and `step`, which records one step as a task. A
 * failed step is rethrown so the job retries; on the last allowed try the instance is `failed`.
 */
export function stepRecorder(
  payload: Payload,
  instance: EngineInstance,
  options: {
    job: 'provisioning' | 'teardown' | 'suspension'
    steps: ProvisioningStep[]
    attempt: number
    maxAttempts: number
    /** The status the last failed try leaves (default `failed`; a suspension stays `suspended`). */
    failedStatus?: Status
  },
) {
  const { attempt, maxAttempts } = options
  const tasks = withoutRowIds(instance.tasks)
  for (const step of options.steps)
    if (!tasks.some((task) => task.step === step)) tasks.push({ step, state: 'pending' })
  const services = withoutRowIds(instance.services)
  const state = { status: instance.status as Status }

  const save = async (extra: Partial<EngineInstance> = {}) => {
    await payload.update({
      collection: 'engine-instances',
      id: instance.id,
      data: { tasks, services, status: state.status, ...extra },
      overrideAccess: true,
      depth: 0,
      context: { [options.job]: true },
    })
  }

  const setTask = (step: ProvisioningStep, taskState: TaskState, message?: string | null) => {
    const task = tasks.find((entry) => entry.step === step)
    if (!task) return
    const now = new Date().toISOString()
    task.state = taskState
    if (message !== undefined) task.message = message
    if (taskState === 'running') {
      task.startedAt = now
      task.finishedAt = null
    } else if (taskState === 'done' || taskState === 'failed') {
      task.finishedAt = now
    }
  }

  const isLast = (error: unknown) => attempt >= maxAttempts || isPermanent(error)

  const fail = async (error: unknown) => {
    state.status = options.failedStatus ?? 'failed'
    for (const service of services) if (service.state === 'pending') service.state = 'failed'
    await save({ failureMessage: (error as Error).message || 'Unknown error' })
  }

  return {
    state,
    save,
    isLast,
    fail,
    async step(step: ProvisioningStep, run: () => Promise<string | void>) {
      const existing = tasks.find((task) => task.step === step)
      if (existing?.state === 'done') return
      setTask(step, 'running', null)
      await save()
      try {
        const message = await run()
        setTask(step, 'done', message || null)
        await save()
      } catch (error) {
        const reason = (error as Error).message || 'Unknown error'
        const last = isLast(error)
        setTask(step, 'failed', reason)
        if (last) await fail(error)
        else await save()
        throw error
      }
    },
    async setService(key: ServiceKey, serviceState: ServiceState) {
      const service = services.find((entry) => entry.service === key)
      if (service) service.state = serviceState
    },
  }
}
