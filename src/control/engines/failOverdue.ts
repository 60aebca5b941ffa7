import type { Payload } from 'payload'

import type { EngineInstance } from '@/payload-types'
import { withoutRowIds } from '@/utilities/ids'

import { pendingStatuses, provisionTimeoutMs } from './deadline'
import { provisionerFor } from './provisioners'
import { deletionSteps } from './taskPhases'

type Task = NonNullable<EngineInstance['tasks']>[number]
type Service = NonNullable<EngineInstance['services']>[number]

/** Instances failed per sweep; the next sweep takes the rest. */
const batch = 100

const duration = (ms: number) =>
  ms % 60_000 === 0 ? `${ms / 60_000} min` : ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`

/**
 * Fails one launch (`provisioning`) or deletion (`deleting`) past its deadline, as the job's last
 * failed try would: status `failed` with the reason, the steps under way failed, pending services
 * failed. A driver that hands the work over to a back end (webhook) gets its request step failed
 * too, so that the owner's retry or new deletion asks the back end again. Written with the job's
 * context, so an instance a callback or the job moved on in the meantime keeps what it has. The
 * status change queues the `engineFailed` e-mail (collection hook).
 */
async function failOverdue(payload: Payload, instance: EngineInstance, detail: string) {
  const launch = instance.status === 'provisioning'
  const driver = provisionerFor()
  const handedOver = new Set<string>(
    driver.handsOver ? (launch ? driver.steps : driver.teardownSteps) : [],
  )
  const inPhase = (step: string) => deletionSteps.has(step) !== launch
  const now = new Date().toISOString()
  const tasks: Task[] = withoutRowIds(instance.tasks).map((task) =>
    inPhase(task.step) && (task.state === 'running' || handedOver.has(task.step))
      ? { ...task, state: 'failed', message: detail, finishedAt: now }
      : task,
  )
  const services: Service[] = withoutRowIds(instance.services).map((service) =>
    service.state === 'pending' ? { ...service, state: 'failed' } : service,
  )
  await payload.update({
    collection: 'engine-instances',
    id: instance.id,
    data: { status: 'failed', tasks, services, failureMessage: detail },
    overrideAccess: true,
    depth: 0,
    context: { [launch ? 'provisioning' : 'teardown']: true },
  })
}

/**
 * The deadline of launches and deletions (PROVISION_TIMEOUT_MS, counted from `pendingSince`):
 * fails every instance still `provisioning` or `deleting` after it, so that none waits for ever
 * on a back end that never calls back. Run by the job sweep (src/jobs/sweeper.ts) in every process
 * that runs jobs; the state it reads is the database's, so a restart loses nothing. Returns how
 * many it failed.
 */
export async function failOverdueInstances(payload: Payload, now = new Date()): Promise<number> {
  const timeoutMs = provisionTimeoutMs()
  const { docs } = await payload.find({
    collection: 'engine-instances',
    where: {
      and: [
        { status: { in: [...pendingStatuses] } },
        { pendingSince: { less_than_equal: new Date(now.getTime() - timeoutMs).toISOString() } },
      ],
    },
    sort: 'pendingSince',
    limit: batch,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const detail = `Not finished within ${duration(timeoutMs)}: deadline passed (PROVISION_TIMEOUT_MS)`
  for (const instance of docs) await failOverdue(payload, instance, detail)
  if (docs.length)
    payload.logger.warn({
      instances: docs.map((instance) => instance.instanceId),
      msg: 'Engines failed: launch or deletion past its deadline',
    })
  return docs.length
}
