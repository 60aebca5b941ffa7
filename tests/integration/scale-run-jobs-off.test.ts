import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
let payload: Payload

beforeAll(async () => {
  // The background runner as a web server would start it, but with RUN_JOBS=false.
  app = await startPayload({ JOBS_AUTORUN: 'true', RUN_JOBS: 'false' })
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config, cron: true })
})

afterAll(async () => {
  await app?.stop()
})

describe('a web server with RUN_JOBS=false', () => {
  it('leaves queued jobs to the workers', async () => {
    expect(payload.config.jobs.autoRun).toBeUndefined()
    expect(await payload.config.jobs.shouldAutoRun!(payload)).toBe(false)
    const job = await payload.jobs.queue({ task: 'notifySubmission', input: { submissionId: '1' } })
    // Longer than the runner's 5 s interval.
    await sleep(6_500)
    const after = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(after.processing).toBe(false)
    expect(after.totalTried ?? 0).toBe(0)
    expect(after.completedAt).toBeFalsy()
    expect(payload.crons).toHaveLength(0)
  })
})
