import deepmerge from 'deepmerge'
import { dequal } from 'dequal'

/** Concatenates two arrays, leaving out entries of `incoming` that `existing` already holds. */
export function combineWithoutDuplicates<T>(existing: T[], incoming: T[]): T[] {
  const combined = [...existing]
  for (const entry of incoming) {
    if (!combined.some((present) => dequal(present, entry))) combined.push(entry)
  }
  return combined
}

/**
 * Merges server-rendered cache state into the browser's cache state: objects deeply, array
 * entries combined without duplicates.
 */
export function mergeCacheState<T extends object>(clientState: T, serverState: Partial<T>): T {
  return deepmerge<T>(clientState, serverState as T, { arrayMerge: combineWithoutDuplicates })
}
