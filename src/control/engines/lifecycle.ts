import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { actingIn, requireActor } from '@/control/shared/actor'
import { ControlError } from '@/control/shared/errors'
import { recordActivity } from '@/control/team'
import { trialHasEnded } from '@/control/trial'
import type { EngineInstance } from '@/payload-types'
import { relationId, toId, withoutRowIds } from '@/utilities/ids'

import { ownerMayMove, type InstanceStatus } from './instanceStatus'
import { provisionerFor } from './provisioners'
import { provisionTaskSlug } from './provisioning'
import type { deletionInput, instanceRef } from './rules'
import { deletionSteps } from './taskPhases'
import { teardownTaskSlug } from './teardown'

type Task = NonNullable<EngineInstance['tasks']>[number]
type Service = NonNullable<EngineInstance['services']>[number]

/**
 * The instance for its organisation's owner or admins, or a `manage` API token of that
 * organisation, and the customer acting (the token's creator): another customer or another
 * organisation's token gets 404, anonymous 401, a member 403 `notAllowed`, a `read` token 403
 * `insufficientScope` (actingIn).
 */
async function ownedInstance(req: PayloadRequest, id: string) {
  requireActor(req)
  const instance = await req.payload.findByID({
    collection: 'engine-instances',
    id: toId(id),
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  const organisation = relationId(instance?.organisation)
  if (!instance || organisation === undefined) throw new ControlError('notFound', 404)
  const { customer } = await actingIn(req, organisation, 'manage')
  return { instance, customer }
}

const mayMove = (instance: EngineInstance, to: InstanceStatus) =>
  ownerMayMove(instance.status ?? 'provisioning', to)

/**
 * Retries a failed launch: `failed → provisioning`, the failed tasks and services pending
 * again (finished steps stay done and are not repeated), a new provisioning job. An instance
 * whose deletion failed is not relaunched (it can be deleted again).
 */
export async function retryInstanceLaunch(
  req: PayloadRequest,
  input: z.input<typeof instanceRef>,
): Promise<EngineInstance> {
  const { instance, customer: acting } = await ownedInstance(req, input.id)
  if (!mayMove(instance, 'provisioning') || instance.tasks?.some((t) => deletionSteps.has(t.step)))
    throw new ControlError('notRetryable', 409)
  const customer = await req.payload.findByID({
    collection: 'customers',
    id: acting,
    overrideAccess: true,
    depth: 0,
  })
  if (trialHasEnded(customer.trialEndsAt)) throw new ControlError('trialEnded', 403)

  const launch = (instance.launchRetries ?? 0) + 1
  const tasks: Task[] = withoutRowIds(instance.tasks).map((task) =>
    task.state === 'done' ? task : { step: task.step, state: 'pending' },
  )
  const services: Service[] = withoutRowIds(instance.services).map((service) =>
    service.state === 'failed' ? { ...service, state: 'pending' } : service,
  )
  const updated = await req.payload.update({
    collection: 'engine-instances',
    id: instance.id,
    data: {
      status: 'provisioning',
      failureMessage: null,
      provisioningAttempts: 0,
      launchRetries: launch,
      tasks,
      services,
    },
    overrideAccess: true,
    depth: 0,
  })
  await req.payload.jobs.queue({
    task: provisionTaskSlug,
    input: { instance: String(instance.id), launch },
  })
  await recordActivity(req, {
    organisation: relationId(instance.organisation),
    action: 'retried',
    subject: instance.shopName,
    subjectInstance: instance.id,
  })
  return updated
}

/**
 * Deletes an engine after the owner or an admin typed its shop name (compared trimmed, case as shown):
 * `deleting`, then the teardown job through the driver, then `deleted` and the subdomain free
 * again. The tasks stay as history. Only an instance no job works on (running, stopped, failed).
 */
export async function deleteInstance(
  req: PayloadRequest,
  input: z.input<typeof deletionInput>,
): Promise<EngineInstance> {
  const { instance } = await ownedInstance(req, input.id)
  if (input.confirmShopName.trim() !== instance.shopName.trim())
    throw new ControlError('confirmationMismatch', 400, { field: 'confirmShopName' })
  if (!mayMove(instance, 'deleting')) throw new ControlError('notDeletable', 409)
  return startTeardown(req, instance)
}

/**
 * Moves an instance the owner may delete to `deleting` and queues its teardown job (also used
 * when the owner deletes the account with its organisations).
 */
export async function startTeardown(
  req: PayloadRequest,
  instance: EngineInstance,
): Promise<EngineInstance> {
  // A deletion tried before (and failed) starts its steps afresh.
  const steps = new Set<string>(provisionerFor().teardownSteps)
  const tasks: Task[] = withoutRowIds(instance.tasks).map((task) =>
    steps.has(task.step) ? { step: task.step, state: 'pending' } : task,
  )
  const updated = await req.payload.update({
    collection: 'engine-instances',
    id: instance.id,
    data: { status: 'deleting', failureMessage: null, teardownAttempts: 0, tasks },
    overrideAccess: true,
    depth: 0,
  })
  await req.payload.jobs.queue({ task: teardownTaskSlug, input: { instance: String(instance.id) } })
  await recordActivity(req, {
    organisation: relationId(instance.organisation),
    action: 'deleted',
    subject: instance.shopName,
    subjectInstance: instance.id,
  })
  return updated
}
