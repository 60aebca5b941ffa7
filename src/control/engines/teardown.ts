import type { Payload } from 'payload'

import { stepRecorder } from './jobSteps'
import { provisionerFor } from './provisioners'
import type { TeardownContext } from './provisioners/types'
import { provisionRetries } from './provisioning'

export const teardownTaskSlug = 'teardownInstance'

/**
 * One try at tearing an instance down (called by the teardownInstance job, only while it is
 * `deleting`): the driver's teardown steps are added to the tasks (the launch's stay as
 * history), retried like provisioning (PROVISION_RETRIES); the last failed try marks the
 * instance `failed` with the reason, and the owner may delete it again. The simulated driver
 * marks it `deleted` itself; the webhook driver leaves that to the back end's callback.
 */
export async function runTeardown(
  payload: Payload,
  id: string | number,
): Promise<'deleting' | 'deleted' | 'failed' | 'skipped'> {
  const instance = await payload.findByID({
    collection: 'engine-instances',
    id,
    depth: 0,
    overrideAccess: true,
  })
  if (instance.status !== 'deleting') return 'skipped'

  const driver = provisionerFor()
  const attempt = (instance.teardownAttempts ?? 0) + 1
  const recorder = stepRecorder(payload, instance, {
    job: 'teardown',
    steps: driver.teardownSteps,
    attempt,
    maxAttempts: provisionRetries() + 1,
  })
  await recorder.save({ teardownAttempts: attempt, failureMessage: null })

  const context: TeardownContext = {
    payload,
    instance,
    attempt,
    step: recorder.step,
    setService: recorder.setService,
    async markDeleted() {
      recorder.state.status = 'deleted'
      await recorder.save()
    },
  }
  try {
    await driver.teardown(context)
  } catch (error) {
    if (recorder.isLast(error) && recorder.state.status !== 'failed') await recorder.fail(error)
    throw error
  }
  return recorder.state.status as 'deleting' | 'deleted' | 'failed'
}
