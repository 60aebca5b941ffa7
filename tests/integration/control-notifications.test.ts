import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Customer } from '@/payload-types'

import {
  bootControl,
  customer,
  gql,
  launchMutation,
  password,
  rest,
  runJobsUntil,
  staff,
  type Auth,
} from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/** Trial reminders and engine status e-mails: sent from jobs, once, in the recipient's language. */
let smtp: MailSink
let started: TestPayload
let payload: Payload

const day = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString()

beforeAll(async () => {
  smtp = await startSmtpServer()
  started = await bootControl({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    JOB_BACKOFF_MS: '200',
  })
  payload = started.payload
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.text.includes(address))

/** Runs the queue until no job is left waiting (jobs queued by a job included). */
const runQueue = () =>
  runJobsUntil(payload, async () => {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    })
    return totalDocs === 0
  })

const queueScan = () => payload.jobs.queue({ task: 'queueTrialReminders', input: {} })

const remindersOf = async (id: number | string) =>
  (
    (await payload.findByID({
      collection: 'customers',
      id,
      depth: 0,
      overrideAccess: true,
    })) as Customer
  ).trialRemindersSent

const jobsFor = async (id: number | string) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'sendTrialReminder' } },
          { 'input.customer': { equals: String(id) } },
        ],
      },
      overrideAccess: true,
    })
  ).totalDocs

describe('trial reminders', () => {
  let soonDe: Customer
  let soonEn: Customer
  let lastDayDe: Customer
  let later: Customer
  let unverified: Customer

  beforeAll(async () => {
    soonDe = (
      await customer(payload, 'soon-de@trial.test', { locale: 'de-CH', trialEndsAt: inDays(2.5) })
    ).doc
    soonEn = (
      await customer(payload, 'soon-en@trial.test', { locale: 'en', trialEndsAt: inDays(2.5) })
    ).doc
    lastDayDe = (
      await customer(payload, 'last-de@trial.test', { locale: 'de-CH', trialEndsAt: inDays(0.5) })
    ).doc
    later = (await customer(payload, 'later@trial.test', { trialEndsAt: inDays(10) })).doc
    unverified = await payload.create({
      collection: 'customers',
      data: {
        email: 'unverified@trial.test',
        password,
        _verified: false,
        trialEndsAt: inDays(2),
      } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    // The account's own verification e-mail job is not what this test counts.
    await runQueue()
  })

  it('sends each reminder once per customer, in their language, however often the schedule runs', async () => {
    await queueScan()
    await queueScan()
    await runQueue()
    await queueScan()
    await runQueue()

    const soonDeMail = await smtp.waitFor(
      (mail) => mail.subject === 'Ihre Unbound-Testphase endet in 3 Tagen',
    )
    expect(soonDeMail.to && !Array.isArray(soonDeMail.to) && soonDeMail.to.text).toContain(
      'soon-de@trial.test',
    )
    expect(soonDeMail.text).toContain('http://control.test/de/control')
    const soonEnMail = await smtp.waitFor(
      (mail) => mail.subject === 'Your Unbound trial ends in 3 days',
    )
    expect(soonEnMail.to && !Array.isArray(soonEnMail.to) && soonEnMail.to.text).toContain(
      'soon-en@trial.test',
    )
    expect(soonEnMail.text).toContain('http://control.test/en/control')
    const lastDayMail = await smtp.waitFor(
      (mail) => mail.subject === 'Letzter Tag Ihrer Unbound-Testphase',
    )
    expect(lastDayMail.to && !Array.isArray(lastDayMail.to) && lastDayMail.to.text).toContain(
      'last-de@trial.test',
    )

    expect(mailsTo('soon-de@trial.test')).toHaveLength(1)
    expect(mailsTo('soon-en@trial.test')).toHaveLength(1)
    expect(mailsTo('last-de@trial.test')).toHaveLength(1)
    expect((await remindersOf(soonDe.id))?.endingSoon).toBeTruthy()
    expect((await remindersOf(soonDe.id))?.lastDay).toBeFalsy()
    expect((await remindersOf(lastDayDe.id))?.lastDay).toBeTruthy()
  })

  it('sends nothing to a trial ending in 10 days or to an unverified address', async () => {
    expect(await jobsFor(later.id)).toBe(0)
    expect(await jobsFor(unverified.id)).toBe(0)
    expect(mailsTo('later@trial.test')).toHaveLength(0)
    // The unverified account got its verification e-mail only.
    await smtp.waitFor(
      (mail) => !Array.isArray(mail.to) && Boolean(mail.to?.text.includes('unverified@trial.test')),
    )
    expect(mailsTo('unverified@trial.test').map((mail) => mail.subject)).toEqual([
      'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    ])
    expect(await remindersOf(later.id)).toMatchObject({ endingSoon: null, lastDay: null })
  })

  it('sends once when two workers run the same reminder at the same time', async () => {
    const racing = (
      await customer(payload, 'race@trial.test', { locale: 'en', trialEndsAt: inDays(2) })
    ).doc
    for (let i = 0; i < 3; i++)
      await payload.jobs.queue({
        task: 'sendTrialReminder',
        input: { customer: String(racing.id), kind: 'endingSoon' },
      })
    await Promise.all([payload.jobs.run(), payload.jobs.run(), payload.jobs.run()])
    await runQueue()
    await smtp.waitFor((mail) => mail.subject === 'Your Unbound trial ends in 2 days')
    expect(mailsTo('race@trial.test')).toHaveLength(1)
  })

  it('reminds again after support moves the trial end', async () => {
    await payload.update({
      collection: 'customers',
      id: soonEn.id,
      data: { trialEndsAt: inDays(0.6) },
      overrideAccess: true,
    })
    expect(await remindersOf(soonEn.id)).toMatchObject({ endingSoon: null, lastDay: null })
    await queueScan()
    await runQueue()
    await smtp.waitFor(
      (mail) =>
        mail.subject === 'Last day of your Unbound trial' &&
        !Array.isArray(mail.to) &&
        Boolean(mail.to?.text.includes('soon-en@trial.test')),
    )
    expect(mailsTo('soon-en@trial.test')).toHaveLength(2)
  })

  it('lets no client write the reminder dates (customer or staff, REST or GraphQL)', async () => {
    const own = await customer(payload, 'writer@trial.test', { trialEndsAt: inDays(10) })
    const admin = await staff(payload, 'admin@trial.test')
    const forged = { endingSoon: '2026-01-01T00:00:00.000Z', lastDay: '2026-01-01T00:00:00.000Z' }
    const attempts: { auth: Auth; via: 'rest' | 'graphql' }[] = [
      { auth: own.auth, via: 'rest' },
      { auth: own.auth, via: 'graphql' },
      { auth: admin.auth, via: 'rest' },
      { auth: admin.auth, via: 'graphql' },
    ]
    for (const [index, { auth, via }] of attempts.entries()) {
      const name = `Writer ${index}`
      const result =
        via === 'rest'
          ? await rest('PATCH', `/customers/${own.doc.id}`, auth, {
              name,
              trialRemindersSent: forged,
            })
          : await gql(
              `mutation Update($data: mutationCustomerUpdateInput!) { updateCustomer(id: ${own.doc.id}, data: $data) { id } }`,
              { data: { name, trialRemindersSent: forged } },
              auth,
            )
      // The request itself went through (the name changed); only the reminder dates were dropped.
      expect(result.status).toBe(200)
      expect(result.body.errors).toBeUndefined()
      const stored = (await payload.findByID({
        collection: 'customers',
        id: own.doc.id,
        depth: 0,
        overrideAccess: true,
      })) as Customer
      expect(stored.name).toBe(name)
      expect(stored.trialRemindersSent).toMatchObject({ endingSoon: null, lastDay: null })
    }
    // Accounts come from sign-up only: not even an admin creates one, reminder dates or not.
    const created = await rest('POST', '/customers', admin.auth, {
      email: 'forged@trial.test',
      password,
      trialRemindersSent: forged,
    })
    expect(created.status).toBe(403)
    expect(
      (
        await payload.count({
          collection: 'customers',
          where: { email: { equals: 'forged@trial.test' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('engine status e-mails', () => {
  let deOwner: { doc: Customer; auth: Auth }
  let enOwner: { doc: Customer; auth: Auth }
  let deOrg: string
  let enOrg: string

  const statusOf = async (id: string) =>
    (
      await payload.findByID({
        collection: 'engine-instances',
        id: Number(id),
        overrideAccess: true,
        depth: 0,
      })
    ).status

  const launch = async (auth: Auth, organisation: string, shopName: string) => {
    const result = await gql(
      launchMutation,
      { input: { organisation, shopName, recipientEmail: 'orders@engine.test' } },
      auth,
    )
    expect(result.body.errors).toBeUndefined()
    return result.body.data.launchEngineInstance as { id: string; instanceId: string }
  }

  beforeAll(async () => {
    deOwner = await customer(payload, 'owner-de@engine.test', {
      locale: 'de-CH',
      trialEndsAt: inDays(10),
    })
    enOwner = await customer(payload, 'owner-en@engine.test', {
      locale: 'en',
      trialEndsAt: inDays(10),
    })
    deOrg = (
      await gql('mutation { createMyOrganisation(name: "Velo AG") { id } }', {}, deOwner.auth)
    ).body.data.createMyOrganisation.id
    enOrg = (
      await gql('mutation { createMyOrganisation(name: "Bike Ltd") { id } }', {}, enOwner.auth)
    ).body.data.createMyOrganisation.id
  })

  it('tells the owner once, in their language, that the engine is running', async () => {
    const instance = await launch(deOwner.auth, deOrg, 'Velo Laden')
    await runJobsUntil(payload, async () => (await statusOf(instance.id)) === 'running')
    await runQueue()
    const mail = await smtp.waitFor((sent) => sent.subject === 'Ihre Engine Velo Laden läuft')
    expect(mail.text).toContain(`http://control.test/de/control/instances/${instance.instanceId}`)
    await runQueue()
    expect(mailsTo('owner-de@engine.test')).toHaveLength(1)
  })

  it('tells the owner once that the launch failed, with the reason in plain words', async () => {
    const instance = await launch(deOwner.auth, deOrg, 'fail-provisioning Laden')
    await runJobsUntil(payload, async () => (await statusOf(instance.id)) === 'failed')
    await runQueue()
    const mail = await smtp.waitFor(
      (sent) => sent.subject === 'Start von fail-provisioning Laden fehlgeschlagen',
    )
    expect(mail.text).toContain(
      'Die Engine selbst konnte auf unseren Servern nicht gestartet werden.',
    )
    expect(mail.text).toContain('Engine deployment failed (simulated)')
    expect(mail.text).toContain(`http://control.test/de/control/instances/${instance.instanceId}`)
    expect(mailsTo('owner-de@engine.test')).toHaveLength(2)
  })

  it('writes to an English owner in English, for running and failed alike', async () => {
    const running = await launch(enOwner.auth, enOrg, 'Bike Shop')
    const failing = await launch(enOwner.auth, enOrg, 'fail-provisioning Bikes')
    await runJobsUntil(
      payload,
      async () =>
        (await statusOf(running.id)) === 'running' && (await statusOf(failing.id)) === 'failed',
    )
    await runQueue()
    await smtp.waitFor((sent) => sent.subject === 'Your engine Bike Shop is running')
    const failed = await smtp.waitFor(
      (sent) => sent.subject === 'Launch of fail-provisioning Bikes failed',
    )
    expect(failed.text).toContain('The engine itself could not be started on our servers.')
    expect(failed.text).toContain(`http://control.test/en/control/instances/${failing.instanceId}`)
    expect(mailsTo('owner-en@engine.test')).toHaveLength(2)
    // Nobody else in the organisation or elsewhere heard about these engines.
    expect(mailsTo('orders@engine.test')).toHaveLength(0)
  })

  it('tells the owner when a running engine fails later', async () => {
    const instance = await launch(enOwner.auth, enOrg, 'Later Shop')
    await runJobsUntil(payload, async () => (await statusOf(instance.id)) === 'running')
    await runQueue()
    await payload.update({
      collection: 'engine-instances',
      id: Number(instance.id),
      data: { status: 'failed', failureMessage: 'Health check timed out' },
      overrideAccess: true,
    })
    await runQueue()
    const mail = await smtp.waitFor(
      (sent) => sent.subject === 'Your engine Later Shop has stopped with an error',
    )
    expect(mail.text).toContain('Technical detail: Health check timed out')
  })
})
