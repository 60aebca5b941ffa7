import { mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { redact, sqliteFile, type DatabaseKind } from '@/config/databaseKind'
import { StartupError } from '@/config/startupError'

function tcpReachable(host: string, port: number, timeoutMs = 5000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** Makes sure the database named by DATABASE_URI can be used before Payload starts. */
export async function assertDatabaseReachable(kind: DatabaseKind, uri: string): Promise<void> {
  if (kind === 'sqlite') {
    mkdirSync(path.dirname(sqliteFile(uri)), { recursive: true })
    return
  }
  if (kind === 'postgres') {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 5000 })
    try {
      await client.connect()
      await client.query('select 1')
    } catch (error) {
      throw new StartupError(
        `Cannot connect to PostgreSQL at ${redact(uri)}: ${(error as Error).message}. Start the server or fix DATABASE_URI.`,
      )
    } finally {
      await client.end().catch(() => undefined)
    }
    return
  }
  const url = new URL(uri)
  if (
    url.protocol === 'mongodb:' &&
    !(await tcpReachable(url.hostname, Number(url.port || 27017)))
  ) {
    throw new StartupError(
      `Cannot reach MongoDB at ${redact(uri)}: start the server or fix DATABASE_URI.`,
    )
  }
}
