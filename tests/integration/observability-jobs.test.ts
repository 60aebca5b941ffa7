import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueStats } from '@/jobs/metrics'
import { metrics } from '@/observability/metrics'

import { bootControl, customer, gql, launchMutation, runJobsUntil } from '../helpers/control'
import { sample } from '../helpers/metrics'
import type { TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * The job, e-mail and provisioning metrics on the real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URI): jobs run by Payload's runner, e-mails to an SMTP server that refuses them,
 * an engine launched through GraphQL and provisioned by the simulated driver.
 */
let started: TestPayload
let payload: Payload
let smtp: MailSink

const scrape = () => metrics().registry.metrics()

beforeAll(async () => {
  smtp = await startSmtpServer(0, { refuse: true })
  started = await bootControl({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    JOB_BACKOFF_MS: '50',
  })
  payload = started.payload
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

const accountEmailJob = async (customerId: string | number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendAccountEmail' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.find((job) => (job.input as { customer?: string }).customer === String(customerId))

describe('job queue gauges, read from the database', () => {
  it('report depth and the oldest due job per task, and every task even when empty', async () => {
    const customerDoc = await payload.create({
      collection: 'customers',
      data: { email: 'queued@metrics.test', password: 'correct-horse-battery', locale: 'en' },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    expect(await accountEmailJob(customerDoc.id)).toBeDefined()
    const stats = await queueStats(payload, Date.now() + 30_000)
    const mail = stats.find((stat) => stat.task === 'sendAccountEmail')!
    expect(mail.depth).toBe(1)
    expect(mail.oldestAgeSeconds).toBeGreaterThanOrEqual(30)
    expect(stats.find((stat) => stat.task === 'provisionInstance')).toEqual({
      task: 'provisionInstance',
      depth: 0,
      oldestAgeSeconds: 0,
    })

    // Scraped: both gauges come from one read of this Payload's database.
    metrics().setQueueSource(() => queueStats(payload))
    const text = await scrape()
    expect(sample(text, 'unbound_job_queue_depth', { task: 'sendAccountEmail' })).toBe(1)
    expect(text).toMatch(/^unbound_job_queue_oldest_age_seconds\{task="sendAccountEmail"\} /m)
  })
})

describe('a refused e-mail', () => {
  it('counts the failed mail, the failed job attempt and its retry', async () => {
    const before = await scrape()
    const customerDoc = await payload.create({
      collection: 'customers',
      data: { email: 'refused@metrics.test', password: 'correct-horse-battery', locale: 'en' },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    await runJobsUntil(
      payload,
      async () => ((await accountEmailJob(customerDoc.id))?.totalTried ?? 0) >= 2,
    )
    const after = await scrape()
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels)
    expect(moved('unbound_mail_failed_total', { transport: 'smtp' })).toBeGreaterThanOrEqual(2)
    expect(moved('unbound_mail_sent_total')).toBe(0)
    const task = { task: 'sendAccountEmail' }
    expect(moved('unbound_job_failures_total', task)).toBeGreaterThanOrEqual(2)
    expect(moved('unbound_job_retries_total', task)).toBeGreaterThanOrEqual(1)
    expect(moved('unbound_job_runs_total', task)).toBe(moved('unbound_job_failures_total', task))
    expect(smtp.messages).toHaveLength(0)
  })
})

describe('provisioning', () => {
  it('counts the outcome of a launched engine', async () => {
    const owner = await customer(payload, 'owner@metrics.test', {
      trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    })
    const organisation = (
      await gql('mutation { createMyOrganisation(name: "Metrics AG") { id } }', {}, owner.auth)
    ).body.data.createMyOrganisation.id
    const before = await scrape()
    const launched = await gql(
      launchMutation,
      {
        input: { organisation, shopName: 'Metrics Shop', recipientEmail: 'orders@metrics.test' },
      },
      owner.auth,
    )
    expect(launched.body.errors).toBeUndefined()
    const id = launched.body.data.launchEngineInstance.id
    await runJobsUntil(
      payload,
      async () =>
        (
          await payload.findByID({
            collection: 'engine-instances',
            id: Number(id),
            overrideAccess: true,
            depth: 0,
          })
        ).status === 'running',
    )
    const after = await scrape()
    const moved = (outcome: string) =>
      sample(after, 'unbound_provisioning_outcomes_total', { outcome }) -
      sample(before, 'unbound_provisioning_outcomes_total', { outcome })
    expect(moved('running')).toBe(1)
    expect(moved('failed')).toBe(0)
  })
})
