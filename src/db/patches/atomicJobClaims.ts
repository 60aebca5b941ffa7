/**
 * Patch of Payload's job claims (payload 3.90, the runner's `updateJobs` call in
 * payload/dist/queues/operations/runJobs). Payload's runner claims jobs by reading free ones and
 * then marking them, two steps another runner can interleave with: two workers (or a worker and a
 * web server) would run the same job twice, and `runByID` runs a job another runner holds. The
 * release of abandoned jobs has the same two steps in Payload's updates, and gets the same cure.
 * tests/integration/db-patch-atomic-job-claims.test.ts pins all three.
 */
import type {
  BaseDatabaseAdapter,
  DatabaseAdapterObj,
  Payload,
  Sort,
  UpdateJobsArgs,
  Where,
} from 'payload'

/** The parts of Payload's SQL adapters (PostgreSQL, SQLite) a conditional update needs. */
type SqlAdapter = BaseDatabaseAdapter & {
  drizzle: {
    update: (table: unknown) => {
      set: (values: Record<string, unknown>) => {
        where: (condition: unknown) => { returning: (fields: unknown) => Promise<unknown[]> }
      }
    }
  }
  tables: Record<string, Record<string, unknown>>
  tableNameMap: Map<string, string>
  operators: Record<
    'and' | 'equals' | 'isNull' | 'less_than' | 'or',
    (...args: unknown[]) => unknown
  >
}

const isSqlAdapter = (db: BaseDatabaseAdapter): db is SqlAdapter => 'drizzle' in db

/** Payload's runner claims jobs with exactly this update: `{ processing: true }` plus a timestamp. */
const isClaim = ({ data }: UpdateJobsArgs) =>
  data.processing === true &&
  Object.keys(data).every((key) => ['processing', 'updatedAt'].includes(key))

/** A round whose candidates other runners took first is retried, a few times at most. */
const maxRounds = 5

/**
 * Takes one job if it is still free, in a single UPDATE … WHERE … RETURNING: the database lets
 * only one of several concurrent statements match the row (PostgreSQL re-checks the condition
 * after the competing update commits; SQLite runs one writer at a time). A job another runner
 * claimed, finished or put on hold since it was read is left alone.
 */
async function claimOne(db: SqlAdapter, id: number | string, byId: boolean): Promise<boolean> {
  const table = db.tables[db.tableNameMap.get('payload_jobs')!]!
  const { and, equals, isNull, less_than, or } = db.operators
  const now = new Date().toISOString()
  const free = [equals(table.id, id), equals(table.processing, false)]
  // runByID runs the job it names whatever its state, as Payload does; only a second claim is refused.
  if (!byId)
    free.push(
      isNull(table.completedAt),
      or(isNull(table.hasError), equals(table.hasError, false)),
      or(isNull(table.waitUntil), less_than(table.waitUntil, now)),
    )
  const claimed = await db.drizzle
    .update(table)
    .set({ processing: true, updatedAt: now })
    .where(and(...free))
    .returning({ id: table.id })
  return claimed.length === 1
}

async function claimJobs(db: SqlAdapter, args: UpdateJobsArgs) {
  const claimed: (number | string)[] = []
  if (args.id !== undefined) {
    if (await claimOne(db, args.id, true)) claimed.push(args.id)
  } else {
    const limit = args.limit ?? 0
    for (let round = 0; round < maxRounds && (!limit || claimed.length < limit); round++) {
      const { docs } = await db.find({
        collection: 'payload-jobs',
        where: args.where,
        sort: args.sort,
        limit: limit ? limit - claimed.length : 0,
        pagination: false,
        select: { id: true },
      })
      if (!docs.length) break
      for (const { id } of docs) if (await claimOne(db, id, false)) claimed.push(id)
    }
  }
  if (!claimed.length || args.returning === false) return args.returning === false ? null : []
  const where: Where = { id: { in: claimed } }
  const { docs } = await db.find({
    collection: 'payload-jobs',
    where,
    sort: (args.sort ?? 'createdAt') as Sort,
    limit: 0,
    pagination: false,
  })
  return docs as Awaited<ReturnType<BaseDatabaseAdapter['updateJobs']>>
}

/**
 * Payload's runner claims jobs by reading free ones and then marking them, two steps another
 * runner can interleave with: two workers (or a worker and a web server) would run the same job
 * twice. Wraps the adapter so that each claim is one conditional update per job; every other
 * job update, and MongoDB, is left as Payload does it. (This relies on the jobs config keeping
 * `runHooks` and `depth` unset: otherwise Payload claims through `payload.update` instead.)
 */
export function withAtomicJobClaims(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      if (!isSqlAdapter(db)) return db
      const updateJobs = db.updateJobs.bind(db)
      db.updateJobs = (jobArgs) => (isClaim(jobArgs) ? claimJobs(db, jobArgs) : updateJobs(jobArgs))
      return db
    },
  }
}

/**
 * Puts every job still claimed and last renewed before `claimedBefore` back in the queue, in one
 * conditional UPDATE: a job claimed again, renewed or finished meanwhile is left to its runner
 * (Payload's updates read the rows first and write them back one by one, and would free a job
 * another runner has just taken). Returns the ids released. MongoDB gets Payload's update.
 */
export async function releaseClaimedBefore(
  payload: Payload,
  claimedBefore: string,
): Promise<(number | string)[]> {
  const db = payload.db as unknown as BaseDatabaseAdapter
  if (!isSqlAdapter(db)) {
    const { docs } = await payload.update({
      collection: 'payload-jobs',
      where: {
        and: [{ processing: { equals: true } }, { updatedAt: { less_than: claimedBefore } }],
      },
      data: { processing: false },
      depth: 0,
      overrideAccess: true,
    })
    return docs.map((job) => job.id)
  }
  const table = db.tables[db.tableNameMap.get('payload_jobs')!]!
  const { and, equals, less_than } = db.operators
  const released = (await db.drizzle
    .update(table)
    .set({ processing: false })
    .where(and(equals(table.processing, true), less_than(table.updatedAt, claimedBefore)))
    .returning({ id: table.id })) as { id: number | string }[]
  return released.map((job) => job.id)
}
