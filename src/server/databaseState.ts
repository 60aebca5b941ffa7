import { readdirSync } from 'node:fs'
import path from 'node:path'

import { sqliteFile, type DatabaseKind } from '@/config/databaseKind'
import { root } from '@/config/paths'
import { seedMarkers } from '@/seed/markers'

/** Migration names of a dialect, as Payload records them: the file names without extension. */
function migrationNames(dialect: 'sqlite' | 'postgres'): string[] {
  return readdirSync(path.join(root, 'src/migrations', dialect))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
}

const migrationsQuery = 'select name from payload_migrations'
const contentQuery = `select (select count(*) from users) + (select count(*) from pages) as documents,
  (select count(*) from locks where "key" = '${seedMarkers.started}')
    - (select count(*) from locks where "key" = '${seedMarkers.complete}') as unfinished`

/**
 * Whether the database already has every migration and some content, and no seed left halfway
 * (src/seed records its start and end), read with one plain
 * connection. Then start-up can skip booting Payload for migrations and seeding, which costs
 * seconds and memory the server process would keep. Any doubt (no table yet, an error) is "no".
 */
export async function databaseIsCurrent(kind: DatabaseKind, uri: string): Promise<boolean> {
  if (kind === 'mongodb') return false
  try {
    const rows = kind === 'sqlite' ? await readSqlite(uri) : await readPostgres(uri)
    const applied = new Set(rows.migrations)
    return (
      rows.documents > 0 &&
      rows.unfinished === 0 &&
      migrationNames(kind).every((migration) => applied.has(migration))
    )
  } catch {
    return false
  }
}

type State = { migrations: string[]; documents: number; unfinished: number }

async function readSqlite(uri: string): Promise<State> {
  // The driver under @libsql/client, without the network clients that package also loads: the
  // check runs before the server answers its first request.
  const { default: Database } = await import('libsql')
  const database = new Database(sqliteFile(uri))
  try {
    const migrations = database.prepare(migrationsQuery).all() as { name: string }[]
    const content = database.prepare(contentQuery).get() as
      { documents: number; unfinished: number } | undefined
    return {
      migrations: migrations.map((row) => row.name),
      documents: Number(content?.documents ?? 0),
      unfinished: Number(content?.unfinished ?? 0),
    }
  } finally {
    database.close()
  }
}

async function readPostgres(uri: string): Promise<State> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    const migrations = await client.query<{ name: string }>(migrationsQuery)
    const content = await client.query<{ documents: string; unfinished: string }>(contentQuery)
    return {
      migrations: migrations.rows.map((row) => row.name),
      documents: Number(content.rows[0]?.documents ?? 0),
      unfinished: Number(content.rows[0]?.unfinished ?? 0),
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}
