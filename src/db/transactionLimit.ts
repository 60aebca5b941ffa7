import pLimit from 'p-limit'
import type { DatabaseAdapterObj } from 'payload'

/** At most `limit` holders at once; the others wait in order. `acquire` resolves to the release. */
function slots(limit: number) {
  const queue = pLimit(limit)
  return {
    acquire: () =>
      new Promise<() => void>((granted) => {
        void queue(() => new Promise<void>((release) => granted(release)))
      }),
  }
}

/**
 * Limits how many Payload transactions run at once. On PostgreSQL a transaction holds one pool
 * connection until it ends, and code inside it may write outside it (the locks of src/locks/ are
 * deliberately not rolled back with a refused submission), which needs a second connection. With
 * as many concurrent transactions as the pool has connections, each waits for a connection none
 * of them gives back, and the server hangs; keeping transactions below the pool's size leaves
 * connections for that work.
 */
export function withTransactionLimit(
  adapter: DatabaseAdapterObj,
  limit: number,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const { acquire } = slots(limit)
      const open = new Map<number | string, () => void>()
      const begin = db.beginTransaction.bind(db)
      const commit = db.commitTransaction.bind(db)
      const rollback = db.rollbackTransaction.bind(db)
      const end = async (id: number | Promise<number | string> | string) => {
        const key = await id
        open.get(key)?.()
        open.delete(key)
      }
      db.beginTransaction = async (options) => {
        const release = await acquire()
        try {
          const id = await begin(options)
          if (id === null) release()
          else open.set(id, release)
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
