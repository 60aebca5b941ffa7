import type { Payload } from 'payload'

/**
 * Reads of Payload's database adapters beyond their public API (payload 3.90: @payloadcms/db-sqlite,
 * db-postgres and db-mongodb). Payload offers no way to ask whether the database answers, nor
 * which migrations the build ships: the readiness check (src/infra/readiness.ts) needs both.
 * Drizzle adapters keep `drizzle` and `execute` (raw SQL), the MongoDB adapter its `connection`,
 * and every adapter the `prodMigrations` it was configured with.
 * tests/integration/db-patch-adapter-internals.test.ts pins them.
 */
type AdapterInternals = {
  drizzle?: unknown
  execute?: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
  connection?: { db?: { command: (command: Record<string, number>) => Promise<unknown> } }
  prodMigrations?: { name: string }[]
}

const internals = (payload: Payload) => payload.db as unknown as AdapterInternals

/**
 * Sends the cheapest statement the database answers (`select 1`, or MongoDB's ping). Rejects when
 * it does not answer, or when the adapter offers neither.
 */
export async function pingDatabase(payload: Payload): Promise<void> {
  const db = internals(payload)
  if (db.execute && db.drizzle) await db.execute({ drizzle: db.drizzle, raw: 'select 1' })
  else if (db.connection?.db) await db.connection.db.command({ ping: 1 })
  else throw new Error('The database adapter offers no way to send a statement')
}

/** The names of the migrations this build ships (the adapter's `prodMigrations`). */
export function shippedMigrationNames(payload: Payload): string[] {
  return (internals(payload).prodMigrations ?? []).map((migration) => migration.name)
}
