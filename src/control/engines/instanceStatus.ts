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
  // The back end confirms a resume (`running`) or reports it failed; see callbackMayMove.
  suspended: ['running', 'failed'],
}

/**
 * `failed` (by the back end, the job's last try or the deadline) and `deleted` are final for the
 * back end: an instance in one takes no callback at all, with or without a status, until the
 * owner retries or deletes it. A late callback cannot revive or change it.
 */
export const takesCallbacks = (status: InstanceStatus) => callbackTransitions[status].length > 0

/**
 * Whether a callback may move an instance from `from` to `to`. A suspended engine (trial ended)
 * goes back to `running` only after the app asked the back end to resume it (an extended trial).
 */
export const callbackMayMove = (
  from: InstanceStatus,
  to: InstanceStatus,
  { resumeRequested = false }: { resumeRequested?: boolean } = {},
) =>
  from === to ||
  (callbackTransitions[from].includes(to) &&
    !(from === 'suspended' && to === 'running' && !resumeRequested))

/**
 * The moves the owner starts from the control area: retrying a failed launch
 * (`failed → provisioning`, the only way back) and deleting an engine that no job is working on.
 * A suspended engine (trial ended) may be deleted, never relaunched.
 */
const ownerTransitions: Partial<Record<InstanceStatus, readonly InstanceStatus[]>> = {
  failed: ['provisioning', 'deleting'],
  running: ['deleting'],
  stopped: ['deleting'],
  suspended: ['deleting'],
}

export const ownerMayMove = (from: InstanceStatus, to: InstanceStatus) =>
  ownerTransitions[from]?.includes(to) ?? false
