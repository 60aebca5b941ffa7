import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { rm } from 'node:fs/promises'

import pg from 'pg'

import { redact } from '@/config/databaseKind'

import type { Database, DatabaseState } from './database'
import { quoteIdentifier } from './database'
import { BackupError } from './errors'

/**
 * The connection for the PostgreSQL client programs: the URI without its password (which would
 * show in the process list), the password in PGPASSWORD.
 */
function clientProgramEnv(uri: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(uri)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

/** Runs a PostgreSQL client program; its error output becomes the message when it fails. */
async function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const [code] = (await Promise.race([
    once(child, 'close'),
    once(child, 'error').then(([error]: NodeJS.ErrnoException[]) => {
      if (error.code === 'ENOENT')
        throw new BackupError(
          `${program} was not found: install the PostgreSQL client programs of the server's version (Debian: apt-get install postgresql-client).`,
        )
      throw error
    }),
  ])) as [number | null]
  if (code !== 0)
    throw new BackupError(`${program} failed: ${errors.trim().split('\n').slice(-3).join(' ')}`)
}

const tablesQuery = "select tablename from pg_tables where schemaname = 'public' order by tablename"

async function readState(client: pg.ClientBase): Promise<DatabaseState | null> {
  const tables = (await client.query<{ tablename: string }>(tablesQuery)).rows.map(
    (row) => row.tablename,
  )
  if (!tables.length) return null
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from public.${quoteIdentifier(table)}`,
    )
    counts[table] = Number(result.rows[0].n)
  }
  const migrations = tables.includes('payload_migrations')
    ? (
        await client.query<{ name: string }>(
          'select name from public.payload_migrations order by id',
        )
      ).rows.map((row) => row.name)
    : []
  return { migrations, tables: counts }
}

/**
 * Empties the public schema (tables, views, sequences, types: what Payload creates), so that the
 * restore that follows in the same transaction finds nothing in its way.
 */
const emptySchema = `
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT viewname FROM pg_views WHERE schemaname = 'public' LOOP
    EXECUTE 'DROP VIEW IF EXISTS public.' || quote_ident(r.viewname) || ' CASCADE';
  END LOOP;
  FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE 'DROP TABLE IF EXISTS public.' || quote_ident(r.tablename) || ' CASCADE';
  END LOOP;
  FOR r IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
    EXECUTE 'DROP SEQUENCE IF EXISTS public.' || quote_ident(r.sequencename) || ' CASCADE';
  END LOOP;
  FOR r IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
           WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') LOOP
    EXECUTE 'DROP TYPE IF EXISTS public.' || quote_ident(r.typname) || ' CASCADE';
  END LOOP;
END $$;`

/**
 * A PostgreSQL database. The copy is `pg_dump`'s custom format (what `pg_restore` reads), taken in
 * a snapshot exported from a read-only transaction in which the counts are read too, so copy and
 * manifest show the same moment while servers keep writing.
 */
export function postgresDatabase(uri: string): Database {
  const connect = async () => {
    const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 5000 })
    try {
      await client.connect()
    } catch (error) {
      await client.end().catch(() => undefined)
      throw new BackupError(
        `Cannot connect to PostgreSQL at ${redact(uri)}: ${(error as Error).message}. Start the server or fix DATABASE_URI.`,
      )
    }
    return client
  }
  const { dbname, env } = clientProgramEnv(uri)
  return {
    kind: 'postgres',
    describe: `PostgreSQL database ${redact(uri)}`,
    assertReachable: async () => {
      const client = await connect()
      await client.end()
    },
    snapshot: async (file) => {
      const client = await connect()
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
        const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id')
        const state = await readState(client)
        if (!state) throw new BackupError(`The PostgreSQL database ${redact(uri)} holds no table.`)
        await run(
          'pg_dump',
          [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--snapshot=${rows[0].id}`,
            `--file=${file}`,
            `--dbname=${dbname}`,
          ],
          env,
        )
        return state
      } finally {
        await client.query('ROLLBACK').catch(() => undefined)
        await client.end().catch(() => undefined)
      }
    },
    inspect: async () => {
      const client = await connect()
      try {
        return await readState(client)
      } finally {
        await client.end().catch(() => undefined)
      }
    },
    restore: async (file) => {
      // pg_restore turns the dump into SQL first (a damaged dump fails here, before any change);
      // psql then empties the schema and runs it in one transaction: all or nothing.
      const script = `${file}.sql`
      await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file], env)
      try {
        await run(
          'psql',
          [
            '--no-psqlrc',
            '--quiet',
            '--set=ON_ERROR_STOP=1',
            '--single-transaction',
            `--command=${emptySchema}`,
            `--file=${script}`,
            `--dbname=${dbname}`,
          ],
          env,
        )
      } finally {
        await rm(script, { force: true })
      }
    },
  }
}
