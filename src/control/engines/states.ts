/**
 * The states of an engine instance, defined once: the collection's select options, the status
 * callback's checks and the GraphQL enums (schema.ts) come from these lists, and the browser's
 * types from the GraphQL enums.
 */
export const instanceStatuses = [
  'provisioning',
  'running',
  'failed',
  'stopped',
  'deleting',
  'deleted',
  'suspended',
] as const
export const provisioningSteps = [
  'allocateSubdomain',
  'createDatabase',
  'deployEngine',
  'configureEmail',
  'healthCheck',
  'requestProvisioning',
  'removeEngine',
  'removeDatabase',
  'releaseSubdomain',
  'requestDeletion',
  'suspendEngine',
  'resumeEngine',
  'requestSuspension',
  'requestResume',
] as const
export const taskStates = ['pending', 'running', 'done', 'failed'] as const
export const serviceKeys = ['engineApi', 'adminUi', 'database', 'email'] as const
export const serviceStates = ['pending', 'ready', 'failed'] as const
