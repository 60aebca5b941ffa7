import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

import { databaseKind, sqliteFile } from '@/config/databaseKind'

/** The PostgreSQL advisory lock key of "migrate and seed" ("unbound" in ASCII). */
const advisoryKey = '33053941330964068'
const pollMs = 200

/**
 * Runs `work` (migrations, the seed of an empty database, a worker's start) while no other
 * process does the same against this database: servers and workers started together migrate one
 * after the other, and the later ones find the work done. PostgreSQL: a session advisory lock,
 * released by the server if the process dies. SQLite: a lock file next to the database holding
 * the owner's process id (the file cannot be shared across machines, so a dead owner is seen).
 * MongoDB runs no migrations here: no lock.
 */
export async function withMigrationLock<T>(
  uri: string,
  log: (line: string) => void,
  work: () => Promise<T>,
): Promise<T> {
  const kind = databaseKind(uri)
  if (kind === 'postgres') return withAdvisoryLock(uri, log, work)
  if (kind === 'sqlite') return withLockFile(`${sqliteFile(uri)}.migrate-lock`, log, work)
  return work()
}

async function withAdvisoryLock<T>(
  uri: string,
  log: (line: string) => void,
  work: () => Promise<T>,
) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [advisoryKey])
    if (!rows[0].locked) {
      log('• Another server is migrating the database: waiting for it…')
      await client.query('SELECT pg_advisory_lock($1)', [advisoryKey])
    }
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [advisoryKey])
    }
  } finally {
    await client.end()
  }
}

/** The process id in the lock file when that process is gone, else undefined. */
function deadOwner(file: string): string | undefined {
  let owner: string
  try {
    owner = readFileSync(file, 'utf8').trim()
  } catch {
    return undefined // released meanwhile: try again
  }
  // Empty: just created, the owner is still writing its id.
  if (!owner) return undefined
  try {
    process.kill(Number(owner), 0)
    return undefined
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? undefined : owner
  }
}

async function withLockFile<T>(file: string, log: (line: string) => void, work: () => Promise<T>) {
  let waiting = false
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const dead = deadOwner(file)
    if (dead) {
      // Left by a process that died while migrating; removed only if no one replaced it meanwhile.
      if (deadOwner(file) === dead) rmSync(file, { force: true })
      continue
    }
    if (!waiting) log('• Another process is migrating the database: waiting for it…')
    waiting = true
    await sleep(pollMs)
  }
  try {
    return await work()
  } finally {
    rmSync(file, { force: true })
  }
}
