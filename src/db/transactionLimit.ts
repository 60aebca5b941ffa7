import type { DatabaseAdapterObj } from 'payload'

/** At most `limit` holders at once; the others wait in order. */
function semaphore(limit: number) {
  let held = 0
  const waiting: (() => void)[] = []
  return {
    acquire: () =>
      new Promise<void>((resolve) => {
        if (held < limit) {
          held += 1
          resolve()
        } else waiting.push(resolve)
      }),
    release: () => {
      const next = waiting.shift()
      if (next) next()
      else held -= 1
    },
  }
}

/**
 * Limits how many Payload transactions run at once. On PostgreSQL a transaction holds one pool
 * connection until it ends, and code inside it may write outside it (the one-time markers of
 * src/forms/markers.ts are deliberately not rolled back with a refused submission), which needs a
 * second connection. With as many concurrent transactions as the pool has connections, each
 * waits for a connection none of them gives back, and the server hangs; keeping transactions below
 * the pool's size leaves connections for that work.
 */
export function withTransactionLimit(
  adapter: DatabaseAdapterObj,
  limit: number,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const { acquire, release } = semaphore(limit)
      const open = new Set<number | string>()
      const begin = db.beginTransaction.bind(db)
      const commit = db.commitTransaction.bind(db)
      const rollback = db.rollbackTransaction.bind(db)
      const end = async (id: number | Promise<number | string> | string) => {
        const key = await id
        if (open.delete(key)) release()
      }
      db.beginTransaction = async (options) => {
        await acquire()
        try {
          const id = await begin(options)
          if (id === null) release()
          else open.add(id)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      db.commitTransaction = (id) => commit(id).finally(() => end(id))
      db.rollbackTransaction = (id) => rollback(id).finally(() => end(id))
      return db
    },
  }
}
