/**
 * The engines and their lifecycle (launch, provisioning, suspension with the trial's end, resume,
 * deletion). What other features, the config, the job list and its sweeps use (pages read
 * through ./server.ts).
 */
export { EngineInstances } from './collection'
export { ProvisioningCallbacks } from './collection/ProvisioningCallbacks'
export { instanceView } from './views'
export { startTeardown } from './lifecycle'
export { applyMovedTrialEnd } from './suspension'
export { failOverdueInstances } from './failOverdue'
export { provisionTaskSlug } from './provisioning'
export { teardownTaskSlug } from './teardown'
export { notifyEngineStatusTask } from './jobs/notifyEngineStatus'
export { provisionInstanceTask } from './jobs/provisionInstance'
export { teardownInstanceTask } from './jobs/teardownInstance'
export {
  applyTrialEndTask,
  queueTrialEndsTask,
  resumeInstanceTask,
  suspendInstanceTask,
} from './jobs/suspension'
