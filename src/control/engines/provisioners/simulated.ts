import { setTimeout as sleep } from 'node:timers/promises'

import { env } from '@/config/env'

import { checkSmtpServerAtSendTime } from '../smtpResolution'
import type { Provisioner } from './types'

const provisionDelayMs = () => env().PROVISION_DELAY_MS

export class SimulatedProvisioningError extends Error {
  override name = 'SimulatedProvisioningError'
  constructor(
    message: string,
    /** No automatic retry: the instance fails at once (see provisioning.ts). */
    readonly permanent = false,
  ) {
    super(message)
  }
}

/**
 * Pretends to provision: every step takes a share of PROVISION_DELAY_MS and is recorded as a
 * task. A shop name containing "fail-provisioning" fails at the deployment on every try; one
 * containing "retry-provisioning" fails its first try only (to show the job's retries); one
 * containing "fail-once" fails at once, without the job's retries, until the owner retries the
 * launch (to show retryInstanceLaunch). Teardown takes PROVISION_DELAY_MS as well and succeeds;
 * suspending and resuming (trial end, extension) succeed at once.
 */
export const simulatedProvisioner: Provisioner = {
  name: 'simulated',
  handsOver: false,
  steps: ['allocateSubdomain', 'createDatabase', 'deployEngine', 'configureEmail', 'healthCheck'],
  async provision({ instance, attempt, step, setService, markRunning }) {
    const pause = () => sleep(provisionDelayMs() / 5)
    const name = instance.shopName.toLowerCase()
    await step('allocateSubdomain', async () => {
      await pause()
      return instance.subdomain ?? undefined
    })
    await step('createDatabase', async () => {
      await pause()
      if (name.includes('retry-provisioning') && attempt === 1) {
        throw new SimulatedProvisioningError('Database cluster busy (simulated)')
      }
      await setService('database', 'ready')
    })
    await step('deployEngine', async () => {
      await pause()
      if (name.includes('fail-provisioning'))
        throw new SimulatedProvisioningError('Engine deployment failed (simulated)')
      if (name.includes('fail-once') && !instance.launchRetries)
        throw new SimulatedProvisioningError(
          'Engine deployment failed (simulated; a retry succeeds)',
          true,
        )
      await setService('engineApi', 'ready')
      await setService('adminUi', 'ready')
    })
    await step('configureEmail', async () => {
      await pause()
      if (instance.smtpHost) await checkSmtpServerAtSendTime(instance.smtpHost, instance.smtpPort)
      await setService('email', 'ready')
      return instance.senderEmail
        ? `${instance.senderEmail} (${instance.smtpHost})`
        : (instance.defaultSender ?? undefined)
    })
    await step('healthCheck', pause)
    await markRunning()
  },
  teardownSteps: ['removeEngine', 'removeDatabase', 'releaseSubdomain'],
  async teardown({ instance, step, setService, markDeleted }) {
    const pause = () => sleep(provisionDelayMs() / 3)
    await step('removeEngine', async () => {
      await pause()
      await setService('engineApi', 'pending')
      await setService('adminUi', 'pending')
    })
    await step('removeDatabase', async () => {
      await pause()
      await setService('database', 'pending')
      await setService('email', 'pending')
    })
    await step('releaseSubdomain', async () => {
      await pause()
      return instance.subdomain ?? undefined
    })
    await markDeleted()
  },
  suspendSteps: ['suspendEngine'],
  async suspend({ step }) {
    await step('suspendEngine', async () => {})
  },
  resumeSteps: ['resumeEngine'],
  async resume({ step, markRunning }) {
    await step('resumeEngine', async () => {})
    await markRunning()
  },
}
