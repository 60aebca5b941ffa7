import { env } from '@/config/env'
import type { EngineInstance } from '@/payload-types'

/** The statuses a job or the hosting back end works on: the deadline runs while an instance has one. */
export const pendingStatuses: ReadonlySet<string> = new Set(['provisioning', 'deleting'])

/** How long a launch or deletion may take (PROVISION_TIMEOUT_MS, default 30 minutes). */
export const provisionTimeoutMs = () => env().PROVISION_TIMEOUT_MS

/**
 * When the instance's launch or deletion fails if it has not finished by then (failOverdue.ts),
 * counted from `pendingSince`; null when neither is under way.
 */
export function deadlineOf(instance: Pick<EngineInstance, 'status' | 'pendingSince'>): Date | null {
  if (!pendingStatuses.has(instance.status ?? 'provisioning') || !instance.pendingSince) return null
  return new Date(Date.parse(instance.pendingSince) + provisionTimeoutMs())
}
