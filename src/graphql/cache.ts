import type { FieldMergeFunction, TypePolicies } from '@apollo/client'
import { dequal } from 'dequal'

/**
 * Concatenates two arrays, leaving out entries of `incoming` that `existing` already holds: equal
 * by value, or, with `keyOf`, the same key (the incoming entry then takes the existing one's place).
 */
export function combineWithoutDuplicates<T>(
  existing: readonly T[],
  incoming: readonly T[],
  keyOf?: (entry: T) => unknown,
): T[] {
  const combined = [...existing]
  for (const entry of incoming) {
    const at = combined.findIndex((present) =>
      keyOf ? keyOf(present) === keyOf(entry) : dequal(present, entry),
    )
    if (at === -1) combined.push(entry)
    else if (keyOf) combined[at] = entry
  }
  return combined
}

/** A field whose entries (identified by `key`) are combined without duplicates on every write. */
const combinedBy =
  (key: string): FieldMergeFunction<Record<string, unknown>[]> =>
  (existing = [], incoming) =>
    combineWithoutDuplicates(existing, incoming, (entry) => entry[key])

/**
 * How the browser's Apollo cache merges what it is given (SPEC §7): objects are merged field by
 * field (Apollo normalises them by id), and the instance's tasks and services — entries without
 * an id of their own — are combined without duplicates, whether they come from server-rendered
 * state or from a later request.
 */
export const typePolicies: TypePolicies = {
  ControlInstance: {
    fields: { tasks: { merge: combinedBy('step') }, services: { merge: combinedBy('service') } },
  },
}
