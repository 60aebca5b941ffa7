import { env } from '@/config/env'
import type { EngineInstance } from '@/payload-types'

import { simulatedProvisioner } from './simulated'
import type { Provisioner } from './types'
import { webhookProvisioner } from './webhook'

/** The driver named by PROVISIONER: `simulated` (default) or `webhook`. */
export const provisionerFor = (): Provisioner =>
  env().PROVISIONER === 'webhook' ? webhookProvisioner : simulatedProvisioner

/** Steps of a resume under any driver (reset to pending whenever the engine is suspended). */
const resumeSteps: ReadonlySet<string> = new Set([
  ...simulatedProvisioner.resumeSteps,
  ...webhookProvisioner.resumeSteps,
])

/**
 * Whether the app asked the driver to resume a suspended engine (its request is under way or
 * was accepted): only then may the back end's callback report it `running` again.
 */
export const resumeRequested = (instance: Pick<EngineInstance, 'tasks'>) =>
  (instance.tasks ?? []).some(
    (task) => resumeSteps.has(task.step) && (task.state === 'running' || task.state === 'done'),
  )
