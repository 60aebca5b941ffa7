import type { CollectionAfterChangeHook, Payload } from 'payload'

import { isStaffUser } from '@/access'
import { ownedOrganisationIds, trialHasEnded } from '@/control/trial'
import { holdFor, release } from '@/locks'
import type { Customer, EngineInstance } from '@/payload-types'
import { toId, withoutRowIds } from '@/utilities/ids'

import { stepRecorder } from './jobSteps'
import { provisionerFor } from './provisioners'
import type { ProvisioningStep, SuspensionContext } from './provisioners/types'
import { provisionRetries } from './provisioning'

/**
 * Engines follow their owner's trial (src/control/trial keeps its clock): when it ends, the
 * running engines of the organisations the owner owns are suspended; when support extends it,
 * they are resumed. The scheduled scan and the customers' hook below find whose engines are out
 * of step; the jobs are in ./jobs/suspension.ts.
 */

export const applyTrialEndSlug = 'applyTrialEnd'
export const suspendInstanceSlug = 'suspendInstance'
export const resumeInstanceSlug = 'resumeInstance'

type Task = NonNullable<EngineInstance['tasks']>[number]
type Action = 'suspend' | 'resume'

/** Customers looked at per direction and scan; the rest wait for the next scan. */
const batch = 200
/**
 * The marker only keeps two jobs running at the same moment from both acting (afterwards
 * trialSuspendedAt decides); one left by a process that died expires and a later scan acts.
 */
const markerLifetimeMs = 10 * 60 * 1000

/**
 * Customers whose engines do not match their trial: ended but not suspended yet, or suspended
 * although the trial runs again (support moved its end, also outside the admin).
 */
export async function customersOutOfStep(payload: Payload, now = new Date()): Promise<string[]> {
  const find = async (where: object) =>
    (
      await payload.find({
        collection: 'customers',
        where: where as never,
        sort: 'trialEndsAt',
        limit: batch,
        pagination: false,
        depth: 0,
        select: {},
        overrideAccess: true,
      })
    ).docs.map(({ id }) => String(id))
  const at = now.toISOString()
  const ended = await find({
    and: [{ trialEndsAt: { less_than_equal: at } }, { trialSuspendedAt: { exists: false } }],
  })
  const extended = await find({
    and: [{ trialEndsAt: { greater_than: at } }, { trialSuspendedAt: { exists: true } }],
  })
  return [...ended, ...extended]
}

/** The engines with `status` in the organisations the customer owns (members' trials do not count). */
async function ownedEngines(payload: Payload, customer: Customer, status: 'running' | 'suspended') {
  const organisations = await ownedOrganisationIds(payload, customer.id)
  if (!organisations.length) return []
  const { docs } = await payload.find({
    collection: 'engine-instances',
    where: {
      and: [{ organisation: { in: organisations } }, { status: { equals: status } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/** The instance's tasks for a new suspension or resume: its steps pending, the other direction's history cleared. */
function tasksFor(instance: EngineInstance, action: Action): Task[] {
  const driver = provisionerFor()
  const own = new Set<ProvisioningStep>(
    action === 'suspend' ? driver.suspendSteps : driver.resumeSteps,
  )
  // A new suspension forgets the last resume, so no callback can report the engine running again.
  const cleared = new Set<ProvisioningStep>(action === 'suspend' ? driver.resumeSteps : [])
  const kept = withoutRowIds(instance.tasks).filter(
    (task) => !own.has(task.step) && !cleared.has(task.step),
  )
  return [...kept, ...[...own].map((step) => ({ step, state: 'pending' as const }))]
}

/**
 * Brings one customer's engines in line with their trial (the applyTrialEnd job). Ended: every
 * `running` engine of the organisations they own is `suspended` and the driver is told (one
 * suspendInstance job each), once per trial end — `trialSuspendedAt` records it and a marker
 * keeps two jobs at once from both doing it. Running again (support extended it): every
 * suspended engine is resumed (resumeInstance jobs) and the record cleared.
 */
export async function applyTrialEnd(
  payload: Payload,
  customerId: string,
  now = new Date(),
): Promise<{ suspended: number; resumed: number } | 'nothing to do'> {
  const customer = await payload.findByID({
    collection: 'customers',
    id: toId(customerId),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!customer) return 'nothing to do'
  const ended = trialHasEnded(customer.trialEndsAt, now)
  if (ended === Boolean(customer.trialSuspendedAt)) return 'nothing to do'

  const action: Action = ended ? 'suspend' : 'resume'
  const key = `trial:${action}:${customer.id}:${new Date(customer.trialEndsAt ?? 0).getTime()}`
  if (!(await holdFor(payload, key, markerLifetimeMs))) return 'nothing to do'
  try {
    const engines = await ownedEngines(payload, customer, ended ? 'running' : 'suspended')
    for (const engine of engines) {
      await payload.update({
        collection: 'engine-instances',
        id: engine.id,
        data: {
          tasks: tasksFor(engine, action),
          ...(ended ? { status: 'suspended' as const, suspendedAt: now.toISOString() } : {}),
        },
        overrideAccess: true,
        depth: 0,
      })
      await payload.jobs.queue({
        task: ended ? suspendInstanceSlug : resumeInstanceSlug,
        input: { instance: String(engine.id) },
      })
    }
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { trialSuspendedAt: ended ? now.toISOString() : null },
      overrideAccess: true,
      depth: 0,
    })
    return ended
      ? { suspended: engines.length, resumed: 0 }
      : { suspended: 0, resumed: engines.length }
  } catch (error) {
    await release(payload, key)
    throw error
  }
}

/**
 * One try at telling the driver (suspendInstance / resumeInstance jobs), only while the
 * instance is `suspended`: its steps are recorded as tasks and retried like provisioning. A
 * suspension whose engine was asked to resume meanwhile is dropped. The last failed try keeps
 * the engine `suspended` with the reason; support extends again to retry a resume.
 */
export async function runTrialStep(
  payload: Payload,
  id: string | number,
  action: Action,
  attempt: number,
): Promise<string> {
  const instance = await payload.findByID({
    collection: 'engine-instances',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (instance?.status !== 'suspended') return 'skipped'
  const driver = provisionerFor()
  const steps = action === 'suspend' ? driver.suspendSteps : driver.resumeSteps
  const recorded = new Set((instance.tasks ?? []).map((task) => task.step))
  // A suspension after which a resume was asked for, or a resume a new suspension cleared.
  const superseded =
    action === 'suspend'
      ? driver.resumeSteps.some((step) => recorded.has(step))
      : !steps.every((step) => recorded.has(step))
  if (superseded) return 'superseded'

  const recorder = stepRecorder(payload, instance, {
    job: 'suspension',
    steps,
    attempt,
    maxAttempts: provisionRetries() + 1,
    failedStatus: 'suspended',
  })
  const context: SuspensionContext = {
    payload,
    instance,
    attempt,
    step: recorder.step,
    setService: recorder.setService,
    async markRunning() {
      recorder.state.status = 'running'
      await recorder.save({ suspendedAt: null, failureMessage: null })
    },
  }
  // A failed step records itself (and, on the last try, the reason) and is rethrown for the retry.
  await (action === 'suspend' ? driver.suspend(context) : driver.resume(context))
  return recorder.state.status ?? 'suspended'
}

const endOf = (doc: Partial<Customer> | undefined) =>
  doc?.trialEndsAt ? new Date(doc.trialEndsAt).getTime() : null

/**
 * The customers collection's hook: support moved the trial's end in the admin (or over
 * REST/GraphQL), and the engines follow at once — an extension resumes suspended ones, an end in
 * the past suspends running ones (applyTrialEnd, queued in the same request). Other changes
 * (server code) are picked up by the scheduled scan.
 */
export const applyMovedTrialEnd: CollectionAfterChangeHook<Customer> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || !isStaffUser(req.user) || endOf(doc) === endOf(previousDoc))
    return doc
  await req.payload.jobs.queue({
    task: applyTrialEndSlug,
    input: { customer: String(doc.id) },
    req,
  })
  return doc
}
