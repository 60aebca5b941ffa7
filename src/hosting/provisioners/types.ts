import type { Payload, PayloadRequest } from 'payload'

import type { EngineInstance } from '@/payload-types'

export type ProvisioningStep = NonNullable<EngineInstance['tasks']>[number]['step']
export type TaskState = NonNullable<EngineInstance['tasks']>[number]['state']
export type ServiceKey = NonNullable<EngineInstance['services']>[number]['service']
export type ServiceState = NonNullable<EngineInstance['services']>[number]['state']

/** What a provisioner driver may do with the instance it provisions. */
export type ProvisioningContext = {
  payload: Payload
  req?: PayloadRequest
  instance: EngineInstance
  /** 1 for the first try, 2 for the first retry … */
  attempt: number
  /** The SMTP password in plain text (decrypted only for the driver), or null. */
  smtpPassword: string | null
  /** Runs one step: marks it running, then done (with the returned message) or failed (and rethrows). */
  step: (step: ProvisioningStep, run: () => Promise<string | void>) => Promise<void>
  setService: (service: ServiceKey, state: ServiceState) => Promise<void>
  markRunning: () => Promise<void>
}

export type Provisioner = {
  name: 'simulated' | 'webhook'
  /** The steps this driver records, in order (shown as pending tasks from the start). */
  steps: ProvisioningStep[]
  provision: (context: ProvisioningContext) => Promise<void>
}
