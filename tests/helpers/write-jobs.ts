/**
 * Spawned by tests: queues COUNT jobs in DATABASE_URI, ten at a time, as a second server process
 * writing to the same database would. Exits 0 when every write succeeded, 1 with the first error.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'

const count = Number(process.env.COUNT || 100)
const payload = await getPayload({ config })
try {
  for (let done = 0; done < count; done += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - done) }, (_, i) =>
        payload.jobs.queue({
          task: 'notifySubmission',
          input: { submissionId: `${process.pid}-${done + i}` },
        }),
      ),
    )
  }
  await payload.destroy()
  process.exit(0)
} catch (error) {
  console.error(error)
  process.exit(1)
}
