import type { ProvisioningStep } from './provisioners/types'

/**
 * The steps of a deletion under either driver (simulated, webhook); the other steps belong to a
 * launch or to the trial's suspension and resumption. Shared with the browser, which cannot load
 * the drivers themselves.
 */
export const deletionSteps: ReadonlySet<string> = new Set<ProvisioningStep>([
  'removeEngine',
  'removeDatabase',
  'releaseSubdomain',
  'requestDeletion',
])

/**
 * Whether a failed step will be tried again: the job it belongs to is still at work (a launch
 * while `provisioning`, a deletion while `deleting`). A launch step that failed before a deletion
 * started is history, not a pending retry.
 */
export const stepWillBeRetried = (step: string, status: string): boolean =>
  status === 'deleting'
    ? deletionSteps.has(step)
    : status === 'provisioning' && !deletionSteps.has(step)
