import path from 'node:path'

import type { DatabaseAdapterObj } from 'payload'
import type { Pool } from 'pg'

import { databaseKind } from '@/config/databaseKind'
import { env } from '@/config/env'

import { withAtomicJobClaims } from './patches/atomicJobClaims'
import { withQuerySpans } from './querySpans'
import { withTransactionLimit } from './transactionLimit'

const sqliteBusyTimeoutMs = 5000
/** PostgreSQL connections per process; at most half of them hold a transaction at once. */
const postgresPoolSize = 10
/**
 * Payload reads a document with one statement of many lateral joins (locales, blocks, versions),
 * whose estimated cost passes PostgreSQL's JIT threshold: compiling it costs far more than it saves
 * (the access-matrix suite: 56 s of server processor time with JIT, 10 s without).
 */
const postgresSessionOptions = '-c jit=off'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/**
 * Said once per process that configures MongoDB (the start, the worker, Next's own copy of the
 * config share it through a process-wide key).
 */
export const mongoWarning =
  '⚠ MongoDB is experimental: no test runs against it, jobs are claimed without the atomic claim (two job runners may run one job twice), and npm run backup leaves it out (use mongodump).'
const mongoWarned = Symbol.for('unbound.mongoWarning')

function warnOfMongo() {
  const global = globalThis as { [mongoWarned]?: boolean }
  if (global[mongoWarned]) return
  global[mongoWarned] = true
  console.warn(mongoWarning)
}

/** Schema push is for throw-away development and test databases only; production migrates. */
const pushSchema = () => env().NODE_ENV !== 'production' && env().PAYLOAD_PUSH_SCHEMA

/**
 * Every process gets atomic job claims, whether a worker, a web server or a test runs the queue,
 * and with tracing on a span for each database call.
 */
export async function databaseAdapterFor(uri: string): Promise<DatabaseAdapterObj> {
  return withQuerySpans(withAtomicJobClaims(await adapterFor(uri)), uri)
}

/**
 * A pooled connection the server ends (a restart, a failover, pg_terminate_backend) makes the pool
 * emit `error`; without a listener that ends the process. The pool drops that connection and opens
 * a new one on the next query: logged, not fatal.
 */
function withPoolErrorsLogged(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const connect = db.connect?.bind(db)
      if (connect)
        db.connect = async (options) => {
          await connect(options)
          const { pool } = db as { pool?: Pool }
          if (pool && pool.listenerCount('error') === 0)
            pool.on('error', (error) =>
              args.payload.logger.warn({ err: error }, 'PostgreSQL ended a pooled connection'),
            )
        }
      return db
    },
  }
}

/**
 * Only the configured database's adapter and migrations are loaded: each adapter brings its driver
 * and query builder (MongoDB's alone holds some 30 MiB), and the server keeps what it loaded.
 */
async function adapterFor(uri: string): Promise<DatabaseAdapterObj> {
  switch (databaseKind(uri)) {
    case 'sqlite': {
      const [{ sqliteAdapter }, { migrations }] = await Promise.all([
        import('@payloadcms/db-sqlite'),
        import('../migrations/sqlite'),
      ])
      return sqliteAdapter({
        client: { url: uri },
        // A worker and a web server may share the file: with WAL readers never wait for the writer,
        // and a writer waits up to 5 s for another instead of failing with "database is locked".
        wal: true,
        busyTimeout: sqliteBusyTimeoutMs,
        migrationDir: path.join(migrationsRoot, 'sqlite'),
        prodMigrations: migrations,
        push: pushSchema(),
      })
    }
    case 'postgres': {
      const [{ postgresAdapter }, { migrations }] = await Promise.all([
        import('@payloadcms/db-postgres'),
        import('../migrations/postgres'),
      ])
      return withPoolErrorsLogged(
        withTransactionLimit(
          postgresAdapter({
            pool: { connectionString: uri, max: postgresPoolSize, options: postgresSessionOptions },
            migrationDir: path.join(migrationsRoot, 'postgres'),
            prodMigrations: migrations,
            push: pushSchema(),
          }),
          postgresPoolSize / 2,
        ),
      )
    }
    case 'mongodb': {
      warnOfMongo()
      const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
      return mongooseAdapter({ url: uri })
    }
  }
}
