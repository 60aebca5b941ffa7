import { simulatedProvisioner } from './simulated'
import type { Provisioner } from './types'
import { webhookProvisioner } from './webhook'

/** The driver named by PROVISIONER: `simulated` (default) or `webhook`. */
export function provisionerFor(env: NodeJS.ProcessEnv = process.env): Provisioner {
  const name = (env.PROVISIONER || 'simulated').trim().toLowerCase()
  if (name === 'webhook') return webhookProvisioner
  if (name === 'simulated') return simulatedProvisioner
  throw new Error(`PROVISIONER "${env.PROVISIONER}" is unknown: use "simulated" or "webhook"`)
}

/** Steps of a deletion under any driver (an instance keeps them as history). */
export const teardownSteps: ReadonlySet<string> = new Set([
  ...simulatedProvisioner.teardownSteps,
  ...webhookProvisioner.teardownSteps,
])
