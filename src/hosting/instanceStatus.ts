import type { EngineInstance } from '@/payload-types'

export type InstanceStatus = NonNullable<EngineInstance['status']>

/**
 * Where a status callback of the hosting back end may move an instance. Statuses only move
 * forward: nothing returns to `provisioning` (only a retry the owner starts does, see
 * ownerTransitions), `failed` is final for the back end, and only the owner starts a deletion
 * (`deleting`), which the back end completes (`deleted`) or reports as failed. Staff may still
 * set any status in the admin.
 */
const callbackTransitions: Record<InstanceStatus, readonly InstanceStatus[]> = {
  provisioning: ['running', 'failed'],
  running: ['failed', 'stopped'],
  stopped: ['running', 'failed'],
  failed: [],
  deleting: ['deleted', 'failed'],
  deleted: [],
}

export const callbackMayMove = (from: InstanceStatus, to: InstanceStatus) =>
  from === to || callbackTransitions[from].includes(to)

/**
 * The moves the owner starts from the control area: retrying a failed launch
 * (`failed → provisioning`, the only way back) and deleting an engine that no job is working on.
 */
const ownerTransitions: Partial<Record<InstanceStatus, readonly InstanceStatus[]>> = {
  failed: ['provisioning', 'deleting'],
  running: ['deleting'],
  stopped: ['deleting'],
}

export const ownerMayMove = (from: InstanceStatus, to: InstanceStatus) =>
  ownerTransitions[from]?.includes(to) ?? false
