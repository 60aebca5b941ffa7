/**
 * A document id as the database adapter expects it. Ids arrive as strings (GraphQL `ID`, job
 * inputs, route segments); SQLite's and PostgreSQL's serial ids are numbers, so an all-digit
 * string becomes a number and any other id (a UUID, an ObjectId) stays as it is.
 */
export const toId = (value: string | number): string | number =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value

type Relation<Id extends string | number> = Id | { id: Id }

/** The id a relationship value points to, whether it is populated (`depth` > 0) or not. */
export function relationId<Id extends string | number>(value: Relation<Id>): Id
export function relationId<Id extends string | number>(
  value: Relation<Id> | null | undefined,
): Id | undefined
export function relationId<Id extends string | number>(
  value: Relation<Id> | null | undefined,
): Id | undefined {
  return value && typeof value === 'object' ? value.id : (value ?? undefined)
}

/** Array rows as they are written back in full: without their row ids. */
export const withoutRowIds = <T extends { id?: string | null }>(
  rows: T[] | null | undefined,
): T[] => (rows ?? []).map(({ id: _id, ...rest }) => rest as T)
