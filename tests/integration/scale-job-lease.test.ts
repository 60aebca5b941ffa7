import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { customer } from '../helpers/control'
import { contactData, seedFormsAndSettings, type SeededForms } from '../helpers/forms'
import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
let payload: Payload
let forms: SeededForms

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

/** Writes fields Payload's own operations would overwrite (processing flags, timestamps) straight to the database. */
const rewrite = (
  collection: 'payload-jobs' | 'form-submissions' | 'engine-instances',
  id: number | string,
  data: Record<string, unknown>,
) => payload.db.updateOne({ collection, id, data, req: {} as never })

const submission = async (email: string) =>
  payload.create({
    collection: 'form-submissions',
    data: { form: forms.contact, submissionData: contactData({ email }), locale: 'en' } as never,
    depth: 0,
  })

const jobsFor = async (submissionId: number | string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'notifySubmission' } },
          { 'input.submissionId': { equals: String(submissionId) } },
        ],
      },
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  // The background runner as a server starts it; a claim older than one minute counts as abandoned.
  app = await startPayload({
    JOBS_AUTORUN: 'true',
    JOB_LEASE_MS: '60000',
    MAIL_OUTBOX_DIR: 'tests/.tmp/outbox-lease',
  })
  payload = app.payload
  forms = await seedFormsAndSettings(payload)
})

afterAll(async () => {
  await app?.stop()
})

describe('jobs survive a process that died', () => {
  it('reruns a job claimed longer than the lease ago, leaves a fresh claim alone, and queues missing jobs', async () => {
    // Claimed by a runner that died two minutes ago.
    const abandoned = await submission('abandoned@example.com')
    const [abandonedJob] = await jobsFor(abandoned.id)
    await rewrite('payload-jobs', abandonedJob!.id, { processing: true, updatedAt: minutesAgo(2) })
    // Claimed a moment ago by a runner that is still working on it.
    const running = await submission('running@example.com')
    const [runningJob] = await jobsFor(running.id)
    await rewrite('payload-jobs', runningJob!.id, {
      processing: true,
      updatedAt: new Date().toISOString(),
    })
    // Stored two minutes ago; the process died before it queued the notification.
    const orphan = await payload.create({
      collection: 'form-submissions',
      data: {
        form: forms.contact,
        submissionData: contactData({ email: 'orphan@example.com' }),
        locale: 'en',
      } as never,
      depth: 0,
      context: { skipNotification: true },
    })
    await rewrite('form-submissions', orphan.id, { createdAt: minutesAgo(2) })
    expect(await jobsFor(orphan.id)).toHaveLength(0)
    // Launched two minutes ago; the process died before it queued the provisioning.
    const owner = await customer(payload, 'owner@example.com')
    const organisation = await payload.create({
      collection: 'organisations',
      data: { name: 'Orphans' } as never,
      overrideAccess: false,
      user: owner.doc,
    })
    const instance = await payload.create({
      collection: 'engine-instances',
      data: {
        organisation: organisation.id,
        shopName: 'Orphan Shop',
        recipientEmail: 'orders@orphan.test',
        instanceId: 'inst-orphan',
        subdomain: 'orphan',
        status: 'provisioning',
      } as never,
      overrideAccess: true,
    })
    await rewrite('engine-instances', instance.id, { createdAt: minutesAgo(2) })
    const provisioningJobs = async () =>
      (
        await payload.count({
          collection: 'payload-jobs',
          where: {
            and: [
              { taskSlug: { equals: 'provisionInstance' } },
              { 'input.instance': { equals: String(instance.id) } },
            ],
          },
        })
      ).totalDocs
    expect(await provisioningJobs()).toBe(0)

    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    await getPayload({ config, cron: true })

    const notified = async (id: number | string) =>
      Boolean(
        (await payload.findByID({ collection: 'form-submissions', id, depth: 0 })).notifications
          ?.staffNotifiedAt,
      )
    await expect.poll(() => notified(abandoned.id), { timeout: 30_000, interval: 500 }).toBe(true)
    await expect.poll(() => notified(orphan.id), { timeout: 30_000, interval: 500 }).toBe(true)
    expect(await jobsFor(orphan.id)).toHaveLength(1)
    // The runner marks the job complete just after its task has sent the notification.
    await expect
      .poll(async () => Boolean((await jobsFor(abandoned.id))[0]!.completedAt), { timeout: 10_000 })
      .toBe(true)
    expect(await provisioningJobs()).toBe(1)

    const stillRunning = await payload.findByID({
      collection: 'payload-jobs',
      id: runningJob!.id,
      depth: 0,
    })
    expect(stillRunning.processing).toBe(true)
    expect(stillRunning.completedAt).toBeFalsy()
    expect(await notified(running.id)).toBe(false)
  })
})
