import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Customer, EngineInstance } from '@/payload-types'
import { signPayload } from '@/security/signature'

import {
  bootControl,
  customer,
  gql,
  launchMutation,
  password,
  rawPost,
  rest,
  runJobsUntil,
  staff,
  type Auth,
  webhookReceiver,
} from '../helpers/control'
import { testSiteSettings } from '../helpers/forms'
import type { TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * The end of a trial: running engines are suspended once, support's extension resumes them,
 * customers cannot move their own trial end, "Request an offer" reaches sales, and the webhook
 * driver's suspend/resume messages are signed and their callbacks checked.
 */
let smtp: MailSink
let started: TestPayload
let payload: Payload
let support: Auth

const day = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString()
const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message

const load = (id: string): Promise<EngineInstance> =>
  payload.findByID({ collection: 'engine-instances', id: Number(id), overrideAccess: true })
const statusOf = async (id: string) => (await load(id)).status
const customerDoc = (id: number | string): Promise<Customer> =>
  payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })
const jobCount = async (task: string, where: object = {}) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: task } }, where] } as never,
      overrideAccess: true,
    })
  ).totalDocs
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
const scan = async () => {
  await payload.jobs.queue({ task: 'queueTrialEnds', input: {} })
  await runQueue()
}
/** The trial ends by the clock: server code without a user moves it (no staff action). */
const endTrial = (id: number | string) =>
  payload.update({
    collection: 'customers',
    id,
    data: { trialEndsAt: new Date(Date.now() - 60_000).toISOString() },
    overrideAccess: true,
  })

async function ownerWithOrganisation(email: string) {
  const owner = await customer(payload, email, { trialEndsAt: inDays(5), name: 'Olivia Owner' })
  const org = (
    await gql('mutation { createMyOrganisation(name: "Trial End AG") { id } }', {}, owner.auth)
  ).body.data.createMyOrganisation.id as string
  const launch = async (shopName: string) => {
    const result = await gql(
      launchMutation,
      { input: { organisation: org, shopName, recipientEmail: 'orders@end.test' } },
      owner.auth,
    )
    expect(result.body.errors).toBeUndefined()
    return result.body.data.launchEngineInstance as { id: string; instanceId: string }
  }
  return { ...owner, org, launch }
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  started = await bootControl({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    JOB_BACKOFF_MS: '200',
    TRIAL_MAX_INSTANCES: '3',
  })
  payload = started.payload
  await payload.updateGlobal({ slug: 'site-settings', data: testSiteSettings })
  await payload.create({
    collection: 'users',
    data: { email: 'support@end.test', password, role: 'support' } as never,
    overrideAccess: true,
  })
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'support@end.test', password },
  })
  support = { token: token! }
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

describe('trial end with the simulated driver', () => {
  let owner: Awaited<ReturnType<typeof ownerWithOrganisation>>
  let running: { id: string }[]
  let failed: { id: string }

  beforeAll(async () => {
    owner = await ownerWithOrganisation('owner@end.test')
    running = [await owner.launch('End Shop One'), await owner.launch('End Shop Two')]
    failed = await owner.launch('End Shop fail-once')
    await runQueue()
    expect(await Promise.all(running.map(({ id }) => statusOf(id)))).toEqual(['running', 'running'])
    expect(await statusOf(failed.id)).toBe('failed')
  })

  it('suspends every running engine once, however often the scan runs', async () => {
    await endTrial(owner.doc.id)
    // The clock, not staff, ended it: nothing happens until the scheduled scan.
    expect(await jobCount('applyTrialEnd')).toBe(0)

    await scan()
    for (const { id } of running) {
      const doc = await load(id)
      expect(doc.status).toBe('suspended')
      expect(doc.suspendedAt).toBeTruthy()
      expect(doc.tasks?.at(-1)).toMatchObject({ step: 'suspendEngine', state: 'done' })
    }
    expect(await statusOf(failed.id)).toBe('failed')
    const suspendedAt = (await customerDoc(owner.doc.id)).trialSuspendedAt
    expect(suspendedAt).toBeTruthy()
    expect(await jobCount('suspendInstance')).toBe(2)

    await scan()
    await payload.jobs.queue({ task: 'applyTrialEnd', input: { customer: String(owner.doc.id) } })
    await runQueue()
    expect(await jobCount('suspendInstance')).toBe(2)
    expect((await customerDoc(owner.doc.id)).trialSuspendedAt).toBe(suspendedAt)
    expect(await Promise.all(running.map(({ id }) => statusOf(id)))).toEqual([
      'suspended',
      'suspended',
    ])
  })

  it('a suspended engine cannot be retried, nor a new one launched', async () => {
    const retry = await gql(
      `mutation($id: ID!) { retryInstanceLaunch(id: $id) { id } }`,
      { id: running[0].id },
      owner.auth,
    )
    expect(errorOf(retry)).toBe('notRetryable')
    const launched = await gql(
      launchMutation,
      { input: { organisation: owner.org, shopName: 'Too late', recipientEmail: 'a@end.test' } },
      owner.auth,
    )
    expect(errorOf(launched)).toBe('trialEnded')
    expect(await statusOf(running[0].id)).toBe('suspended')
  })

  it('refuses a customer moving their own trial end over REST and GraphQL, changing nothing', async () => {
    const before = await customerDoc(owner.doc.id)
    const attempts = [
      { trialEndsAt: inDays(30) },
      { extendTrialByDays: 30 },
      { trialSuspendedAt: null },
      { name: 'Olivia', trialEndsAt: inDays(30) },
    ]
    for (const forged of attempts) {
      const viaRest = await rest('PATCH', `/customers/${owner.doc.id}`, owner.auth, forged)
      expect(viaRest.status).toBe(403)
      const viaGraphQL = await gql(
        `mutation($data: mutationCustomerUpdateInput!) { updateCustomer(id: ${owner.doc.id}, data: $data) { id trialEndsAt } }`,
        { data: forged },
        owner.auth,
      )
      expect(viaGraphQL.body.errors?.length).toBeGreaterThan(0)
      expect(viaGraphQL.body.data?.updateCustomer ?? null).toBeNull()
    }
    const after = await customerDoc(owner.doc.id)
    expect(after.trialEndsAt).toBe(before.trialEndsAt)
    expect(after.trialSuspendedAt).toBe(before.trialSuspendedAt)
    expect(after.name).toBe(before.name)
    expect(await jobCount('applyTrialEnd', { completedAt: { exists: false } })).toBe(0)
    await runQueue()
    expect(await jobCount('resumeInstance')).toBe(0)
    expect(await statusOf(running[0].id)).toBe('suspended')
  })

  it('suspended engines still count for the quota', async () => {
    // Extended by hand (server code) and not yet resumed: three engines, none deleted.
    await payload.update({
      collection: 'customers',
      id: owner.doc.id,
      data: { trialEndsAt: inDays(1) },
      overrideAccess: true,
    })
    const launched = await gql(
      launchMutation,
      { input: { organisation: owner.org, shopName: 'Fourth', recipientEmail: 'a@end.test' } },
      owner.auth,
    )
    expect(errorOf(launched)).toBe('instanceLimit')
    await endTrial(owner.doc.id)
  })

  it("support's extension resumes the suspended engines at once", async () => {
    const result = await rest('PATCH', `/customers/${owner.doc.id}`, support, {
      extendTrialByDays: 7,
    })
    expect(result.status).toBe(200)
    const extended = await customerDoc(owner.doc.id)
    const end = new Date(extended.trialEndsAt!).getTime()
    expect(end).toBeGreaterThan(Date.now() + 6.9 * day)
    expect(end).toBeLessThan(Date.now() + 7.1 * day)

    await runQueue()
    for (const { id } of running) {
      const doc = await load(id)
      expect(doc.status).toBe('running')
      expect(doc.suspendedAt).toBeNull()
      expect(doc.tasks?.at(-1)).toMatchObject({ step: 'resumeEngine', state: 'done' })
    }
    expect(await statusOf(failed.id)).toBe('failed')
    expect((await customerDoc(owner.doc.id)).trialSuspendedAt).toBeNull()
    expect(await jobCount('resumeInstance')).toBe(2)
  })

  it('a trial support ends early suspends at once, and a new end date resumes', async () => {
    const ended = await rest('PATCH', `/customers/${owner.doc.id}`, support, {
      trialEndsAt: new Date(Date.now() - 1000).toISOString(),
    })
    expect(ended.status).toBe(200)
    await runQueue()
    expect(await statusOf(running[0].id)).toBe('suspended')
    const moved = await rest('PATCH', `/customers/${owner.doc.id}`, support, {
      trialEndsAt: inDays(10),
    })
    expect(moved.status).toBe(200)
    await runQueue()
    expect(await Promise.all(running.map(({ id }) => statusOf(id)))).toEqual(['running', 'running'])
  })
})

describe('Request an offer', () => {
  const mutation = `mutation($company: String!, $message: String!, $phone: String, $locale: String) {
    requestTrialOffer(company: $company, message: $message, phone: $phone, locale: $locale)
  }`
  const offers = async () =>
    payload.find({
      collection: 'form-submissions',
      where: { email: { equals: 'buyer@end.test' } },
      depth: 1,
      overrideAccess: true,
    })

  it('is refused to anonymous visitors, staff and invalid input, storing nothing', async () => {
    const buyer = await customer(payload, 'buyer@end.test', { name: 'Bea Buyer' })
    const submissions = () => payload.count({ collection: 'form-submissions' })
    const before = (await submissions()).totalDocs
    expect(errorOf(await gql(mutation, { company: 'Acme', message: 'Hi' }))).toBe('unauthorised')
    for (const auth of [support, (await staff(payload, 'admin@end.test')).auth])
      expect(errorOf(await gql(mutation, { company: 'Acme', message: 'Hi' }, auth))).toBe(
        'unauthorised',
      )
    expect((await submissions()).totalDocs).toBe(before)
    const invalid = await gql(
      mutation,
      { company: ' ', message: '', phone: 'call me maybe' },
      buyer.auth,
    )
    expect(errorOf(invalid)).toBe('invalidInput')
    expect(invalid.body.errors[0].extensions.data.fields).toEqual({
      company: 'companyRequired',
      message: 'messageRequired',
      phone: 'phoneInvalid',
    })
    expect((await offers()).totalDocs).toBe(0)
    expect(
      (await payload.count({ collection: 'forms', where: { purpose: { equals: 'offer' } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('is stored as a submission of the seeded offer form and mailed to staff', async () => {
    const { token } = await payload.login({
      collection: 'customers',
      data: { email: 'buyer@end.test', password },
    })
    const auth = { token: token! }
    const sent = await gql(
      mutation,
      {
        company: 'Acme Velo GmbH',
        message: 'Two shops, about 300 orders a month.',
        phone: '+41 44 123 45 67',
        locale: 'de-CH',
      },
      auth,
    )
    expect(sent.body.errors).toBeUndefined()
    expect(sent.body.data.requestTrialOffer).toBe(true)

    const { docs } = await offers()
    expect(docs).toHaveLength(1)
    const [submission] = docs
    expect(submission).toMatchObject({ name: 'Bea Buyer', status: 'new', locale: 'de-CH' })
    expect((submission.form as { purpose: string }).purpose).toBe('offer')
    expect(
      Object.fromEntries((submission.submissionData ?? []).map((e) => [e.field, e.value])),
    ).toEqual({
      name: 'Bea Buyer',
      email: 'buyer@end.test',
      company: 'Acme Velo GmbH',
      phone: '+41 44 123 45 67',
      message: 'Two shops, about 300 orders a month.',
    })

    await runQueue()
    const mail = await smtp.waitFor(
      (entry) =>
        !Array.isArray(entry.to) &&
        entry.to?.text.includes(testSiteSettings.staffNotificationEmail) === true &&
        (entry.text ?? '').includes('Acme Velo GmbH'),
    )
    expect(mail.subject).toContain('Offertanfrage')
    expect(mail.replyTo?.text).toContain('buyer@end.test')

    // A second request uses the same form.
    const again = await gql(mutation, { company: 'Acme', message: 'Still keen' }, auth)
    expect(again.body.errors).toBeUndefined()
    expect(
      (await payload.count({ collection: 'forms', where: { purpose: { equals: 'offer' } } }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('webhook driver: suspend and resume', () => {
  const secret = 'trial-end-webhook-secret'
  const path = '/engine-instances/provisioning-callback'
  const { requestsFor, signedBy, callback } = webhookReceiver(secret)

  it('sends a signed suspend request, and a signed resume request whose callback completes it', async () => {
    const owner = await ownerWithOrganisation('hook-owner@end.test')
    const launched = await owner.launch('Hook Suspend')
    await runQueue()
    const up = callback(launched.instanceId, 'suspend-cb-0001', 1, { status: 'running' })
    expect((await rawPost(path, up, signPayload(up, secret))).status).toBe(200)

    await endTrial(owner.doc.id)
    await scan()
    expect(await statusOf(launched.id)).toBe('suspended')
    const [suspend] = requestsFor(launched.instanceId, 'instance.suspend')
    expect(signedBy(suspend)).toEqual({ ok: true })
    expect(JSON.parse(suspend.body)).toEqual({
      event: 'instance.suspend',
      attempt: 1,
      callbackUrl: 'http://control.test/api/engine-instances/provisioning-callback',
      lastCallbackSequence: 1,
      instance: { instanceId: launched.instanceId, subdomain: 'hook-suspend' },
    })
    expect((await load(launched.id)).tasks?.at(-1)).toMatchObject({
      step: 'requestSuspension',
      state: 'done',
    })
    await scan()
    expect(requestsFor(launched.instanceId, 'instance.suspend')).toHaveLength(1)

    // Without a resume asked for, the back end cannot bring the engine back.
    const early = callback(launched.instanceId, 'suspend-cb-0002', 2, { status: 'running' })
    expect((await rawPost(path, early, signPayload(early, secret))).status).toBe(409)
    expect(await statusOf(launched.id)).toBe('suspended')

    expect(
      (await rest('PATCH', `/customers/${owner.doc.id}`, support, { extendTrialByDays: 14 }))
        .status,
    ).toBe(200)
    await runQueue()
    const [resume] = requestsFor(launched.instanceId, 'instance.resume')
    expect(signedBy(resume)).toEqual({ ok: true })
    expect(JSON.parse(resume.body)).toMatchObject({
      event: 'instance.resume',
      attempt: 1,
      lastCallbackSequence: 1,
      instance: { instanceId: launched.instanceId, subdomain: 'hook-suspend' },
    })
    // The request alone does not resume: the back end's signed callback does.
    expect(await statusOf(launched.id)).toBe('suspended')

    const resumed = callback(launched.instanceId, 'suspend-cb-0003', 3, {
      status: 'running',
      tasks: [{ step: 'requestResume', state: 'done', message: 'Serving again' }],
    })
    expect((await rawPost(path, resumed, {})).status).toBe(401)
    expect((await rawPost(path, resumed, signPayload(resumed, 'wrong-secret'))).status).toBe(401)
    expect(
      (
        await rawPost(
          path,
          resumed,
          signPayload(resumed, secret, Math.floor(Date.now() / 1000) - 301),
        )
      ).status,
    ).toBe(401)
    const outdated = callback(launched.instanceId, 'suspend-cb-0004', 1, { status: 'running' })
    expect((await rawPost(path, outdated, signPayload(outdated, secret))).status).toBe(409)
    expect(await statusOf(launched.id)).toBe('suspended')

    expect((await rawPost(path, resumed, signPayload(resumed, secret))).status).toBe(200)
    expect(await statusOf(launched.id)).toBe('running')
    expect((await rawPost(path, resumed, signPayload(resumed, secret))).status).toBe(409)
  })
})
