import type { EngineInstance } from '@/payload-types'

export type InstanceStatus = NonNullable<EngineInstance['status']>

/**
 * Where a status callback of the hosting back end may move an instance. Statuses only move
 * forward: nothing returns to `provisioning` (only a retry the owner starts would) and `failed`
 * is final for the back end. Staff may still set any status in the admin.
 */
const callbackTransitions: Record<InstanceStatus, readonly InstanceStatus[]> = {
  provisioning: ['running', 'failed'],
  running: ['failed', 'stopped'],
  stopped: ['running', 'failed'],
  failed: [],
}

export const callbackMayMove = (from: InstanceStatus, to: InstanceStatus) =>
  from === to || callbackTransitions[from].includes(to)
