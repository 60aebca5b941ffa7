import type { Payload, PayloadRequest } from 'payload'

import type { EngineInstance } from '@/payload-types'

export type ProvisioningStep = NonNullable<EngineInstance['tasks']>[number]['step']
export type TaskState = NonNullable<EngineInstance['tasks']>[number]['state']
export type ServiceKey = NonNullable<EngineInstance['services']>[number]['service']
export type ServiceState = NonNullable<EngineInstance['services']>[number]['state']

/** What a driver may do with the instance it works on (provisioning or teardown). */
type JobContext = {
  payload: Payload
  req?: PayloadRequest
  instance: EngineInstance
  /** 1 for the first try, 2 for the first retry … */
  attempt: number
  /**
   * Runs one step: marks it running, then done or failed (and rethrows). The returned text and an
   * error's message are kept as the task's technical detail, beside the step's translated outcome.
   */
  step: (step: ProvisioningStep, run: () => Promise<string | void>) => Promise<void>
  setService: (service: ServiceKey, state: ServiceState) => Promise<void>
}

export type ProvisioningContext = JobContext & {
  /** The SMTP password in plain text (decrypted only for the driver), or null. */
  smtpPassword: string | null
  markRunning: () => Promise<void>
}

export type TeardownContext = JobContext & {
  markDeleted: () => Promise<void>
}

/** Suspending (trial ended) and resuming (trial extended) an engine. */
export type SuspensionContext = JobContext & {
  markRunning: () => Promise<void>
}

export type Provisioner = {
  name: 'simulated' | 'webhook'
  /**
   * The driver's steps only hand the work over to a back end whose callbacks finish it: a launch
   * or deletion past its deadline fails these steps, so that the owner's retry asks again.
   */
  handsOver: boolean
  /** The steps this driver records, in order (shown as pending tasks from the start). */
  steps: ProvisioningStep[]
  provision: (context: ProvisioningContext) => Promise<void>
  /** The steps of a deletion, added to the tasks (the launch's tasks stay as history). */
  teardownSteps: ProvisioningStep[]
  /** Tears the instance down; marks it deleted itself or leaves that to the back end's callback. */
  teardown: (context: TeardownContext) => Promise<void>
  /** The steps of a suspension when the owner's trial ends, added to the tasks. */
  suspendSteps: ProvisioningStep[]
  /** Stops serving the engine; it stays `suspended` (set before the driver is called). */
  suspend: (context: SuspensionContext) => Promise<void>
  /** The steps of a resume after support extended the trial. */
  resumeSteps: ProvisioningStep[]
  /** Serves the engine again; marks it running itself or leaves that to the back end's callback. */
  resume: (context: SuspensionContext) => Promise<void>
}
