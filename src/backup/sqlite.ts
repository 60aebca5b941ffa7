import { existsSync } from 'node:fs'
import { copyFile, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

import { sqliteFile } from '@/config/databaseKind'

import type { Database, DatabaseState } from './database'
import { quoteIdentifier } from './database'
import { BackupError } from './errors'

const companions = ['-wal', '-shm', '-journal']

async function readState(client: Client): Promise<DatabaseState | null> {
  const tables = (
    await client.execute(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    )
  ).rows.map((row) => String(row.name))
  if (!tables.length) return null
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const result = await client.execute(`select count(*) as n from ${quoteIdentifier(table)}`)
    counts[table] = Number(result.rows[0].n)
  }
  const migrations = tables.includes('payload_migrations')
    ? (await client.execute('select name from payload_migrations order by id')).rows.map((row) =>
        String(row.name),
      )
    : []
  return { migrations, tables: counts }
}

async function withClient<T>(file: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    return await work(client)
  } finally {
    client.close()
  }
}

/**
 * A SQLite file (opened in WAL mode by the app). The copy is made with `VACUUM INTO` through the
 * app's own driver: one read transaction, so it is consistent while servers keep writing, and
 * it includes what still sits in the `-wal` file (which a plain file copy would miss).
 */
export function sqliteDatabase(uri: string): Database {
  const file = sqliteFile(uri)
  return {
    kind: 'sqlite',
    describe: `SQLite file ${file}`,
    assertReachable: async () => {
      if (!existsSync(path.dirname(file)))
        throw new BackupError(
          `The folder of the SQLite database ${file} does not exist: check DATABASE_URI.`,
        )
    },
    snapshot: async (target) => {
      // Opening a missing file would create an empty database.
      if (!existsSync(file))
        throw new BackupError(`There is no SQLite database at ${file}: check DATABASE_URI.`)
      await withClient(file, (client) => client.execute({ sql: 'VACUUM INTO ?', args: [target] }))
      const state = await withClient(target, async (client) => {
        // One self-contained file, whatever the source's journal mode.
        await client.execute('PRAGMA journal_mode = DELETE')
        return readState(client)
      })
      if (!state) throw new BackupError(`The SQLite database at ${file} holds no table.`)
      return state
    },
    inspect: async () => (existsSync(file) ? withClient(file, readState) : null),
    restore: async (copy) => {
      // Copied next to the target first, then renamed over it: the database is never half written.
      const incoming = `${file}.restoring`
      await mkdir(path.dirname(file), { recursive: true })
      await copyFile(copy, incoming)
      for (const suffix of companions) await rm(`${file}${suffix}`, { force: true })
      await rename(incoming, file)
    },
  }
}
