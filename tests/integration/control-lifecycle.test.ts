import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { failOverdueInstances } from '@/control/engines/failOverdue'
import type { EngineInstance } from '@/payload-types'
import { signPayload } from '@/security/signature'

import {
  bootControl,
  customer,
  gql,
  launchMutation,
  rawPost,
  rest,
  runJobsUntil,
  type Auth,
  webhookReceiver,
} from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { expectContract, standardSigned, standardVerified } from '../helpers/provisioningContract'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * An engine's life after the launch: retrying a failed launch and deleting it, by its owner only;
 * the deadline of a launch or deletion the hosting back end never reports on.
 */
let smtp: MailSink
let started: TestPayload
let payload: Payload
let owner: { doc: { id: number | string }; auth: Auth }
let member: { doc: { id: number | string }; auth: Auth }
let stranger: { doc: { id: number | string }; auth: Auth }
let org: string

const retryMutation = `mutation($id: ID!) { retryInstanceLaunch(id: $id) { id status tasks { step state } } }`
const deleteMutation = `mutation($id: ID!, $name: String!) { deleteInstance(id: $id, confirmShopName: $name) { id status } }`

const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message
const launch = async (shopName: string) => {
  const result = await gql(
    launchMutation,
    { input: { organisation: org, shopName, recipientEmail: 'orders@life.test' } },
    owner.auth,
  )
  expect(result.body.errors).toBeUndefined()
  return result.body.data.launchEngineInstance as {
    id: string
    instanceId: string
    subdomain: string
  }
}
const load = (id: string): Promise<EngineInstance> =>
  payload.findByID({
    collection: 'engine-instances',
    id: Number(id),
    overrideAccess: true,
    depth: 0,
  })
const statusOf = async (id: string) => (await load(id)).status
const jobsFor = async (task: string, id: string) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: task } }, { 'input.instance': { equals: id } }] },
      overrideAccess: true,
    })
  ).totalDocs
const untilStatus = (id: string, status: string) =>
  runJobsUntil(payload, async () => (await statusOf(id)) === status)

beforeAll(async () => {
  smtp = await startSmtpServer()
  started = await bootControl({
    TRIAL_MAX_INSTANCES: '10',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
  })
  payload = started.payload
  owner = await customer(payload, 'owner@life.test', {
    trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  })
  member = await customer(payload, 'member@life.test')
  stranger = await customer(payload, 'stranger@life.test')
  org = (await gql('mutation { createMyOrganisation(name: "Life AG") { id } }', {}, owner.auth))
    .body.data.createMyOrganisation.id
  await payload.update({
    collection: 'organisations',
    id: Number(org),
    data: {
      members: [
        { customer: owner.doc.id as number, role: 'owner' },
        { customer: member.doc.id as number, role: 'member' },
      ],
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

describe('retrying a failed launch', () => {
  let id: string

  it('a "fail-once" shop fails at once, without the job retrying', async () => {
    id = (await launch('Shop fail-once')).id
    await untilStatus(id, 'failed')
    const doc = await load(id)
    expect(doc.provisioningAttempts).toBe(1)
    expect(doc.failureMessage).toMatch(/deployment failed/i)
    expect(doc.tasks?.map((task) => `${task.step}:${task.state}`)).toEqual([
      'allocateSubdomain:done',
      'createDatabase:done',
      'deployEngine:failed',
      'configureEmail:pending',
      'healthCheck:pending',
    ])
  })

  it('is refused to anonymous visitors, other customers and members, changing nothing', async () => {
    expect(errorOf(await gql(retryMutation, { id }))).toBe('unauthorised')
    expect(errorOf(await gql(retryMutation, { id }, stranger.auth))).toBe('notFound')
    expect(errorOf(await gql(retryMutation, { id }, member.auth))).toBe('notAllowed')
    // REST and generic GraphQL updates of instances stay with staff.
    expect(
      (await rest('PATCH', `/engine-instances/${id}`, owner.auth, { status: 'provisioning' }))
        .status,
    ).toBe(403)
    const generic = await gql(
      `mutation($id: Int!) { updateEngineInstance(id: $id, data: { status: provisioning }) { id } }`,
      { id: Number(id) },
      owner.auth,
    )
    expect(generic.body.errors?.length).toBeGreaterThan(0)
    expect(await statusOf(id)).toBe('failed')
    expect(await jobsFor('provisionInstance', id)).toBe(1)
  })

  it('lets the owner retry: provisioning again, failed step pending, finished steps kept, then running', async () => {
    const result = await gql(retryMutation, { id }, owner.auth)
    expect(result.body.errors).toBeUndefined()
    expect(result.body.data.retryInstanceLaunch.status).toBe('provisioning')
    expect(
      result.body.data.retryInstanceLaunch.tasks.map(
        (task: { step: string; state: string }) => `${task.step}:${task.state}`,
      ),
    ).toEqual([
      'allocateSubdomain:done',
      'createDatabase:done',
      'deployEngine:pending',
      'configureEmail:pending',
      'healthCheck:pending',
    ])
    expect(await jobsFor('provisionInstance', id)).toBe(2)
    await untilStatus(id, 'running')
    const doc = await load(id)
    expect(doc.launchRetries).toBe(1)
    expect(doc.failureMessage).toBeNull()
    expect(doc.tasks?.every((task) => task.state === 'done')).toBe(true)
  })

  it('is refused once the instance is not failed', async () => {
    expect(errorOf(await gql(retryMutation, { id }, owner.auth))).toBe('notRetryable')
    expect(await statusOf(id)).toBe('running')
    expect(await jobsFor('provisionInstance', id)).toBe(2)
  })
})

describe('deleting an engine', () => {
  let doomed: { id: string; instanceId: string; subdomain: string }

  beforeAll(async () => {
    doomed = await launch('Doomed Shop')
    await untilStatus(doomed.id, 'running')
  })

  it('refuses anonymous visitors, other customers, members and a wrong shop name', async () => {
    const name = 'Doomed Shop'
    expect(errorOf(await gql(deleteMutation, { id: doomed.id, name }))).toBe('unauthorised')
    expect(errorOf(await gql(deleteMutation, { id: doomed.id, name }, stranger.auth))).toBe(
      'notFound',
    )
    expect(errorOf(await gql(deleteMutation, { id: doomed.id, name }, member.auth))).toBe(
      'notAllowed',
    )
    for (const wrong of ['', 'doomed shop', 'Doomed', 'Doomed Shop!'])
      expect(errorOf(await gql(deleteMutation, { id: doomed.id, name: wrong }, owner.auth))).toBe(
        'confirmationMismatch',
      )
    expect((await rest('DELETE', `/engine-instances/${doomed.id}`, owner.auth)).status).toBe(403)
    expect(await statusOf(doomed.id)).toBe('running')
    expect(await jobsFor('teardownInstance', doomed.id)).toBe(0)
  })

  it('moves deleting → deleted through the job, keeps the tasks and frees the subdomain and the quota', async () => {
    // The owner's live engines fill the quota; a deleted one stops counting.
    const live = (
      await payload.count({
        collection: 'engine-instances',
        where: { status: { not_equals: 'deleted' } },
        overrideAccess: true,
      })
    ).totalDocs
    process.env.TRIAL_MAX_INSTANCES = String(live)
    try {
      const refused = await gql(
        launchMutation,
        { input: { organisation: org, shopName: 'Doomed Shop', recipientEmail: 'a@life.test' } },
        owner.auth,
      )
      expect(errorOf(refused)).toBe('instanceLimit')

      const result = await gql(deleteMutation, { id: doomed.id, name: ' Doomed Shop ' }, owner.auth)
      expect(result.body.errors).toBeUndefined()
      expect(result.body.data.deleteInstance.status).toBe('deleting')
      expect(
        errorOf(await gql(deleteMutation, { id: doomed.id, name: 'Doomed Shop' }, owner.auth)),
      ).toBe('notDeletable')
      expect(errorOf(await gql(retryMutation, { id: doomed.id }, owner.auth))).toBe('notRetryable')
      await untilStatus(doomed.id, 'deleted')

      const doc = await load(doomed.id)
      expect(doc.subdomain).toBeNull()
      expect(doc.releasedSubdomain).toBe(doomed.subdomain)
      expect(doc.deletedAt).toBeTruthy()
      expect(doc.tasks?.map((task) => `${task.step}:${task.state}`)).toEqual([
        'allocateSubdomain:done',
        'createDatabase:done',
        'deployEngine:done',
        'configureEmail:done',
        'healthCheck:done',
        'removeEngine:done',
        'removeDatabase:done',
        'releaseSubdomain:done',
      ])
      // Still readable by the owner and the member (as history); nothing more can be done with it.
      const view = await gql(
        `query($id: ID!) { controlInstance(id: $id) { status subdomain releasedSubdomain } }`,
        { id: doomed.id },
        member.auth,
      )
      expect(view.body.data.controlInstance).toEqual({
        status: 'deleted',
        subdomain: null,
        releasedSubdomain: doomed.subdomain,
      })
      expect(
        errorOf(await gql(deleteMutation, { id: doomed.id, name: 'Doomed Shop' }, owner.auth)),
      ).toBe('notDeletable')

      const again = await launch('Doomed Shop')
      expect(again.subdomain).toBe(doomed.subdomain)
    } finally {
      process.env.TRIAL_MAX_INSTANCES = '10'
    }
  })

  it('refuses to delete an instance a launch is still working on', async () => {
    const busy = await launch('Busy Shop')
    expect(errorOf(await gql(deleteMutation, { id: busy.id, name: 'Busy Shop' }, owner.auth))).toBe(
      'notDeletable',
    )
    expect(await statusOf(busy.id)).toBe('provisioning')
  })
})

describe('webhook driver', () => {
  const secret = 'lifecycle-webhook-secret'
  const path = '/engine-instances/provisioning-callback'
  const { requestsFor, signedBy, callback } = webhookReceiver(secret)

  it('sends a signed provision request again on retry', async () => {
    const launched = await launch('Hook Retry')
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.provision').length >= 1,
    )
    const failed = callback(launched.instanceId, 'retry-cb-0001', 1, {
      status: 'failed',
      message: 'No capacity',
      tasks: [{ step: 'requestProvisioning', state: 'failed', message: 'No capacity' }],
    })
    expect((await rawPost(path, failed, signPayload(failed, secret))).status).toBe(200)
    expect(await statusOf(launched.id)).toBe('failed')

    expect(errorOf(await gql(retryMutation, { id: launched.id }, owner.auth))).toBeUndefined()
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.provision').length >= 2,
    )
    const request = requestsFor(launched.instanceId, 'instance.provision')[1]
    expect(signedBy(request)).toEqual({ ok: true })
    expect(JSON.parse(request.body)).toMatchObject({
      event: 'instance.provision',
      attempt: 1,
      lastCallbackSequence: 1,
      instance: { instanceId: launched.instanceId },
    })
    const running = callback(launched.instanceId, 'retry-cb-0002', 2, { status: 'running' })
    expect((await rawPost(path, running, signPayload(running, secret))).status).toBe(200)
    expect(await statusOf(launched.id)).toBe('running')
  })

  it('sends a signed delete request; only a signed, fresh, new callback completes the deletion', async () => {
    const launched = await launch('Hook Delete')
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.provision').length >= 1,
    )
    const running = callback(launched.instanceId, 'delete-cb-0001', 1, { status: 'running' })
    expect((await rawPost(path, running, signPayload(running, secret))).status).toBe(200)

    const result = await gql(deleteMutation, { id: launched.id, name: 'Hook Delete' }, owner.auth)
    expect(result.body.errors).toBeUndefined()
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.delete').length >= 1,
    )
    const [request] = requestsFor(launched.instanceId, 'instance.delete')
    expect(signedBy(request)).toEqual({ ok: true })
    expect(JSON.parse(request.body)).toEqual({
      event: 'instance.delete',
      attempt: 1,
      callbackUrl: 'http://control.test/api/engine-instances/provisioning-callback',
      lastCallbackSequence: 1,
      instance: { instanceId: launched.instanceId, subdomain: 'hook-delete' },
    })
    // The request alone does not delete: the back end's callback does.
    expect(await statusOf(launched.id)).toBe('deleting')
    expect((await load(launched.id)).tasks?.at(-1)).toMatchObject({
      step: 'requestDeletion',
      state: 'done',
    })

    const deleted = callback(launched.instanceId, 'delete-cb-0002', 2, {
      status: 'deleted',
      tasks: [{ step: 'requestDeletion', state: 'done', message: 'Removed by the back end' }],
    })
    expect((await rawPost(path, deleted, {})).status).toBe(401)
    expect((await rawPost(path, deleted, signPayload(deleted, 'wrong-secret'))).status).toBe(401)
    expect(
      (
        await rawPost(
          path,
          deleted,
          signPayload(deleted, secret, Math.floor(Date.now() / 1000) - 301),
        )
      ).status,
    ).toBe(401)
    const outdated = callback(launched.instanceId, 'delete-cb-0003', 1, { status: 'deleted' })
    expect((await rawPost(path, outdated, signPayload(outdated, secret))).status).toBe(409)
    const backwards = callback(launched.instanceId, 'delete-cb-0004', 3, { status: 'running' })
    expect((await rawPost(path, backwards, signPayload(backwards, secret))).status).toBe(409)
    expect(await statusOf(launched.id)).toBe('deleting')

    expect((await rawPost(path, deleted, signPayload(deleted, secret))).status).toBe(200)
    const doc = await load(launched.id)
    expect(doc.status).toBe('deleted')
    expect(doc.subdomain).toBeNull()
    expect(doc.releasedSubdomain).toBe('hook-delete')
    // Replaying the accepted callback is refused.
    expect((await rawPost(path, deleted, signPayload(deleted, secret))).status).toBe(409)
    const revive = callback(launched.instanceId, 'delete-cb-0005', 5, { status: 'running' })
    expect((await rawPost(path, revive, signPayload(revive, secret))).status).toBe(409)
    expect(await statusOf(launched.id)).toBe('deleted')
  })
})

describe('webhook driver, Standard Webhooks', () => {
  const secret = 'whsec_bGlmZWN5Y2xlIHN0YW5kYXJkIHdlYmhvb2tzIGtleQ=='
  const path = '/engine-instances/provisioning-callback'
  const { requestsFor, signedBy, callback } = webhookReceiver(secret)
  const post = (body: string) => {
    expectContract('callback', body)
    return rawPost(path, body, standardSigned(body, secret))
  }

  it('signs the delete request the Standard Webhooks way (and the old way) and takes signed callbacks through to deleted', async () => {
    const launched = await launch('Hook Standard Delete')
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.provision').length >= 1,
    )
    expect(
      (await post(callback(launched.instanceId, 'std-del-0001', 1, { status: 'running' }))).status,
    ).toBe(200)
    expect(
      errorOf(
        await gql(deleteMutation, { id: launched.id, name: 'Hook Standard Delete' }, owner.auth),
      ),
    ).toBeUndefined()
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.delete').length >= 1,
    )
    const [request] = requestsFor(launched.instanceId, 'instance.delete')
    expect(standardVerified(request, secret)).toEqual(JSON.parse(request.body))
    expect(signedBy(request)).toEqual({ ok: true })
    expectContract('request', request.body)

    const deleted = callback(launched.instanceId, 'std-del-0002', 2, {
      status: 'deleted',
      tasks: [{ step: 'requestDeletion', state: 'done', finishedAt: new Date().toISOString() }],
    })
    expect((await post(deleted)).status).toBe(200)
    expect(await statusOf(launched.id)).toBe('deleted')
  })

  it("a callback refused while the launch had failed cannot be replayed after the owner's retry", async () => {
    const launched = await launch('Hook Replay')
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.provision').length >= 1,
    )
    const failed = callback(launched.instanceId, 'replay-cb-0001', 1, {
      status: 'failed',
      message: 'No capacity',
      tasks: [{ step: 'requestProvisioning', state: 'failed', message: 'No capacity' }],
    })
    expect((await post(failed)).status).toBe(200)
    // A late word of the back end is refused while the launch has failed, and captured on the way.
    const late = callback(launched.instanceId, 'replay-cb-0002', 2, {
      status: 'running',
      services: [{ service: 'engineApi', state: 'ready' }],
    })
    expectContract('callback', late)
    const captured = standardSigned(late, secret)
    expect((await rawPost(path, late, captured)).status).toBe(409)

    expect(errorOf(await gql(retryMutation, { id: launched.id }, owner.auth))).toBeUndefined()
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.provision').length >= 2,
    )
    const before = await load(launched.id)
    expect(before.status).toBe('provisioning')
    // Within five minutes of its timestamp the capture still verifies; its webhook-id was seen.
    const replayed = await rawPost(path, late, captured)
    expect([replayed.status, replayed.body.error]).toEqual([401, 'webhook-id already received'])
    const after = await load(launched.id)
    expect(after.status).toBe('provisioning')
    expect(after.callbackSequence).toBe(before.callbackSequence)
    expect(after.services).toEqual(before.services)

    // The back end's own report of the new launch counts as usual.
    const running = callback(launched.instanceId, 'replay-cb-0003', 2, { status: 'running' })
    expect((await post(running)).status).toBe(200)
    expect(await statusOf(launched.id)).toBe('running')
  })
})

describe('the deadline of a launch or deletion (a back end that accepts and never calls back)', () => {
  const secret = 'deadline-webhook-secret'
  const path = '/engine-instances/provisioning-callback'
  const { requestsFor, callback } = webhookReceiver(secret)
  // Short, so that the test waits for it; the default is 30 minutes.
  const timeoutMs = 4000
  const viewQuery = `query($id: ID!) { controlInstance(id: $id) { status deadline simulated failureMessage tasks { step state } } }`

  beforeAll(() => {
    process.env.PROVISION_TIMEOUT_MS = String(timeoutMs)
  })
  afterAll(() => {
    delete process.env.PROVISION_TIMEOUT_MS
  })

  /** Launches with the webhook driver until the back end has accepted the request. */
  const launchAccepted = async (shopName: string) => {
    const launched = await launch(shopName)
    await runJobsUntil(
      payload,
      async () =>
        (await load(launched.id)).tasks?.find((task) => task.step === 'requestProvisioning')
          ?.state === 'done',
    )
    return launched
  }
  const untilPast = async (deadline: string) => {
    while (Date.now() <= Date.parse(deadline)) await sleep(50)
  }

  it('fails a launch past its deadline (only that one), mails the owner, refuses late callbacks and lets the owner retry', async () => {
    const silent = await launchAccepted('Silent Launch')
    const before = await load(silent.id)
    expect(before.status).toBe('provisioning')
    const view = (await gql(viewQuery, { id: silent.id }, owner.auth)).body.data.controlInstance
    expect(view.simulated).toBe(false)
    expect(view.deadline).toBe(new Date(Date.parse(before.pendingSince!) + timeoutMs).toISOString())

    // Before its deadline the sweep leaves the launch alone.
    await failOverdueInstances(payload)
    expect(await statusOf(silent.id)).toBe('provisioning')

    await untilPast(view.deadline)
    const recent = await launch('Recent Launch')
    await failOverdueInstances(payload)
    expect(await statusOf(recent.id)).toBe('provisioning')
    const failed = await load(silent.id)
    expect(failed.status).toBe('failed')
    expect(failed.failureMessage).toBe(
      'Not finished within 4 s: deadline passed (PROVISION_TIMEOUT_MS)',
    )
    // The request step fails, so that a retry asks the back end again.
    expect(failed.tasks?.map((task) => `${task.step}:${task.state}`)).toEqual([
      'requestProvisioning:failed',
    ])
    expect(failed.services?.every((service) => service.state === 'failed')).toBe(true)
    const failedView = (await gql(viewQuery, { id: silent.id }, owner.auth)).body.data
      .controlInstance
    expect(failedView).toMatchObject({ status: 'failed', deadline: null })

    // The owner hears of it as of any failed launch.
    await runJobsUntil(payload, async () =>
      smtp.messages.some((mail) => mail.subject === 'Launch of Silent Launch failed'),
    )
    const mail = smtp.messages.find((entry) => entry.subject === 'Launch of Silent Launch failed')!
    expect(mail.to).toMatchObject({ text: 'owner@life.test' })
    expect(mail.text).toContain(
      'Our hosting system could not be reached or did not report back in time.',
    )
    expect(mail.text).toContain('deadline passed')

    // A late callback neither revives the instance nor changes it.
    for (const late of [
      callback(silent.instanceId, 'late-cb-0001', 1, { status: 'running' }),
      callback(silent.instanceId, 'late-cb-0002', 2, {
        tasks: [{ step: 'deployEngine', state: 'done' }],
        services: [{ service: 'engineApi', state: 'ready' }],
      }),
      callback(silent.instanceId, 'late-cb-0003', 3, { status: 'failed', message: 'Late' }),
    ]) {
      const answer = await rawPost(path, late, signPayload(late, secret))
      expect(answer.status).toBe(409)
      expect(answer.body.error).toBe('instance is failed: callbacks are refused')
    }
    const after = await load(silent.id)
    expect(after.status).toBe('failed')
    expect(after.tasks).toEqual(failed.tasks)
    expect(after.services).toEqual(failed.services)
    expect(after.callbackSequence).toBe(0)

    // The retry sends the request again and starts a new deadline; the back end then completes it.
    const retried = await gql(retryMutation, { id: silent.id }, owner.auth)
    expect(retried.body.errors).toBeUndefined()
    expect(retried.body.data.retryInstanceLaunch.status).toBe('provisioning')
    expect(Date.parse((await load(silent.id)).pendingSince!)).toBeGreaterThan(
      Date.parse(before.pendingSince!),
    )
    await runJobsUntil(
      payload,
      async () => requestsFor(silent.instanceId, 'instance.provision').length >= 2,
    )
    const running = callback(silent.instanceId, 'late-cb-0004', 1, { status: 'running' })
    expect((await rawPost(path, running, signPayload(running, secret))).status).toBe(200)
    expect(await statusOf(silent.id)).toBe('running')
  })

  it('fails a deletion past its deadline; the owner may delete again', async () => {
    const doomed = await launchAccepted('Silent Deletion')
    const running = callback(doomed.instanceId, 'silent-del-0001', 1, { status: 'running' })
    expect((await rawPost(path, running, signPayload(running, secret))).status).toBe(200)
    const deleting = await gql(
      deleteMutation,
      { id: doomed.id, name: 'Silent Deletion' },
      owner.auth,
    )
    expect(deleting.body.errors).toBeUndefined()
    await runJobsUntil(
      payload,
      async () => requestsFor(doomed.instanceId, 'instance.delete').length >= 1,
    )
    const view = (await gql(viewQuery, { id: doomed.id }, owner.auth)).body.data.controlInstance
    expect(view.status).toBe('deleting')

    await untilPast(view.deadline)
    await failOverdueInstances(payload)
    const failed = await load(doomed.id)
    expect(failed.status).toBe('failed')
    expect(failed.tasks?.map((task) => `${task.step}:${task.state}`)).toEqual([
      'requestProvisioning:done',
      'requestDeletion:failed',
    ])
    const late = callback(doomed.instanceId, 'silent-del-0002', 2, { status: 'deleted' })
    expect((await rawPost(path, late, signPayload(late, secret))).status).toBe(409)
    expect(await statusOf(doomed.id)).toBe('failed')

    const again = await gql(deleteMutation, { id: doomed.id, name: 'Silent Deletion' }, owner.auth)
    expect(again.body.errors).toBeUndefined()
    await runJobsUntil(
      payload,
      async () => requestsFor(doomed.instanceId, 'instance.delete').length >= 2,
    )
    const deleted = callback(doomed.instanceId, 'silent-del-0003', 3, { status: 'deleted' })
    expect((await rawPost(path, deleted, signPayload(deleted, secret))).status).toBe(200)
    expect(await statusOf(doomed.id)).toBe('deleted')
  })
})
