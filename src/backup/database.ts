/** What a backup records of a database, read in the same snapshot as its copy. */
export type DatabaseState = {
  /** Applied migrations by name, in the order they were applied. */
  migrations: string[]
  /** Rows per table. */
  tables: Record<string, number>
}

/** One database of a kind that npm run backup copies. */
export type Database = {
  kind: 'sqlite' | 'postgres'
  /** Where it is, for messages (never a password). */
  describe: string
  /** Fails with a BackupError when the database cannot be used. */
  assertReachable: () => Promise<void>
  /** Writes a consistent copy to `file` while others keep writing; returns the copy's state. */
  snapshot: (file: string) => Promise<DatabaseState>
  /** The live state, or null when the database holds no table. */
  inspect: () => Promise<DatabaseState | null>
  /** Replaces whatever the database holds with the copy in `file`, all or nothing. */
  restore: (file: string) => Promise<void>
}

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Payload's table for a collection (db adapters: `dbName`, else the slug in snake case). */
export const collectionTable = (collection: { slug: string; dbName?: unknown }) =>
  typeof collection.dbName === 'string' ? collection.dbName : collection.slug.replace(/-/g, '_')
