import type { Payload } from 'payload'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { decryptSecret, isEncrypted } from '@/security/crypto'
import { signPayload } from '@/security/signature'

import {
  bootControl,
  customer,
  gql,
  launchMutation,
  rawPost,
  rest,
  runJobsUntil,
  staff,
  validXpub,
  type Auth,
  webhookReceiver,
} from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import {
  contractErrors,
  expectContract,
  standardSigned,
  standardVerified,
} from '../helpers/provisioningContract'

/** Launching engines: server-side rules, trial end, the SMTP password kept secret, the provisioning job and the webhook driver. */
let started: TestPayload
let payload: Payload
let a: { doc: { id: number | string }; auth: Auth }
let b: { doc: { id: number | string }; auth: Auth }
let staffAuth: Auth
let orgA: string
let orgB: string
const smtpSecret = 'Sup3r-Secret-SMTP-pw'
// SMTP servers must be public and are resolved before use: an address literal needs no DNS in tests.
const publicSmtpAddress = '93.184.215.14'

const input = (extra: Record<string, unknown> = {}) => ({
  organisation: orgA,
  shopName: 'Velo Shop',
  recipientEmail: 'orders@velo.test',
  ...extra,
})
const launch = (extra: Record<string, unknown>, auth: Auth = a.auth) =>
  gql(launchMutation, { input: input(extra) }, auth)
const errorOf = (result: {
  body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }
}) => result.body.errors?.[0]

const statusOf = async (id: string) =>
  (
    await payload.findByID({
      collection: 'engine-instances',
      id: Number(id),
      overrideAccess: true,
      depth: 0,
    })
  ).status

beforeAll(async () => {
  // Customer A launches more engines here than a trial allows by default (see security-hosting.test.ts).
  started = await bootControl({ TRIAL_MAX_INSTANCES: '10' })
  payload = started.payload
  a = await customer(payload, 'owner-a@launch.test', {
    trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  })
  b = await customer(payload, 'owner-b@launch.test')
  staffAuth = (await staff(payload)).auth
  const created = await gql(
    'mutation { createMyOrganisation(name: "Velo AG") { id name } }',
    {},
    a.auth,
  )
  orgA = created.body.data.createMyOrganisation.id
  orgB = (await gql('mutation { createMyOrganisation(name: "Other AG") { id name } }', {}, b.auth))
    .body.data.createMyOrganisation.id
})

afterAll(async () => {
  await started?.stop()
})

describe('launch rules on the server', () => {
  it('checks every wizard rule again', async () => {
    const missing = errorOf(await launch({ shopName: '   ' }))
    expect(missing?.message).toBe('invalidInput')
    const senderWithoutSmtp = errorOf(await launch({ senderEmail: 'shop@velo.test' }))
    expect(senderWithoutSmtp?.message).toBe('invalidInput')
    const badXpub = errorOf(await launch({ xpub: `${validXpub.slice(0, -1)}9` }))
    expect(badXpub?.message).toBe('invalidInput')
    const badPort = errorOf(await launch({ smtpHost: publicSmtpAddress, smtpPort: '99999' }))
    expect(badPort?.message).toBe('invalidInput')
    expect(
      (await payload.count({ collection: 'engine-instances', overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('refuses anonymous visitors and foreign organisations', async () => {
    expect(errorOf(await launch({}, {}))?.message).toBe('unauthorised')
    expect(errorOf(await launch({ organisation: orgA }, b.auth))?.message).toBe('notFound')
    expect(errorOf(await launch({ organisation: orgB }))?.message).toBe('notFound')
  })
})

describe('a launched instance', () => {
  let id: string

  it('is stored provisioning, with subdomain, instance ID, default sender and encrypted SMTP password', async () => {
    const result = await launch({
      smtpHost: publicSmtpAddress,
      smtpUser: 'velo',
      smtpPassword: smtpSecret,
      smtpPort: '',
      xpub: validXpub,
    })
    expect(result.body.errors).toBeUndefined()
    const view = result.body.data.launchEngineInstance
    id = view.id
    expect(view).toMatchObject({
      shopName: 'Velo Shop',
      status: 'provisioning',
      subdomain: 'velo-shop',
      smtpPasswordSet: true,
    })
    expect(view.instanceId).toMatch(/^inst-[0-9a-f]{12}$/)
    expect(view.defaultSender).toBe('"Velo Shop" <no-reply+velo-shop@mail.unbound.cloud>')
    expect(view.tasks.map((task: { state: string }) => task.state)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ])

    const stored = (await payload.findByID({
      collection: 'engine-instances',
      id: Number(id),
      overrideAccess: true,
      showHiddenFields: true,
    })) as { smtpPassword?: string; smtpPort?: number }
    expect(isEncrypted(stored.smtpPassword)).toBe(true)
    expect(decryptSecret(stored.smtpPassword!)).toBe(smtpSecret)
    expect(stored.smtpPort).toBe(587)
  })

  it('never shows the SMTP password (Local API, REST, GraphQL)', async () => {
    const responses: string[] = []
    const user = { ...(a.doc as object), collection: 'customers' }
    responses.push(
      JSON.stringify(
        await payload.findByID({
          collection: 'engine-instances',
          id: Number(id),
          overrideAccess: false,
          user,
        }),
      ),
    )
    responses.push(
      JSON.stringify(await payload.findByID({ collection: 'engine-instances', id: Number(id) })),
    )
    responses.push(JSON.stringify(await payload.find({ collection: 'engine-instances' })))
    for (const auth of [a.auth, staffAuth]) {
      responses.push((await rest('GET', `/engine-instances/${id}`, auth)).text)
      responses.push((await rest('GET', '/engine-instances?depth=2', auth)).text)
      responses.push(
        (await rest('PATCH', `/engine-instances/${id}`, auth, { smtpUser: 'velo' })).text,
      )
      responses.push(
        (
          await gql(
            `{ EngineInstances { docs { id shopName smtpHost smtpUser smtpPasswordSet } } }`,
            {},
            auth,
          )
        ).text,
      )
      responses.push(
        (
          await gql(
            `query($id: ID!) { controlInstance(id: $id) { id smtpPasswordSet smtpHost } }`,
            { id },
            auth,
          )
        ).text,
      )
    }
    const direct = await gql(`{ EngineInstances { docs { smtpPassword } } }`, {}, staffAuth)
    // Hidden field: either not in the schema at all, or always null.
    if (direct.body.errors)
      expect(direct.body.errors[0].message).toMatch(/Cannot query field "smtpPassword"/)
    else
      expect(
        direct.body.data.EngineInstances.docs.every(
          (doc: { smtpPassword: unknown }) => doc.smtpPassword === null,
        ),
      ).toBe(true)
    expect(direct.text).not.toContain(smtpSecret)
    expect(direct.text).not.toContain('enc:v1:')
    for (const text of responses) {
      expect(text).not.toContain(smtpSecret)
      expect(text).not.toContain('enc:v1:')
      expect(text).not.toMatch(/"smtpPassword"\s*:/)
    }
    expect(responses[3]).toContain('"smtpPasswordSet":true')
  })

  it('keeps the password when other fields change and replaces it when a new one is given', async () => {
    // REST updates of instances are for staff (customers change them through the control area).
    await rest('PATCH', `/engine-instances/${id}`, staffAuth, { smtpUser: 'velo-2' })
    let stored = (await payload.findByID({
      collection: 'engine-instances',
      id: Number(id),
      showHiddenFields: true,
    })) as { smtpPassword?: string }
    expect(decryptSecret(stored.smtpPassword!)).toBe(smtpSecret)
    await rest('PATCH', `/engine-instances/${id}`, staffAuth, { smtpPassword: 'Another-Secret-1' })
    stored = (await payload.findByID({
      collection: 'engine-instances',
      id: Number(id),
      showHiddenFields: true,
    })) as { smtpPassword?: string }
    expect(decryptSecret(stored.smtpPassword!)).toBe('Another-Secret-1')
  })

  it('gets a unique subdomain for the same shop name', async () => {
    const second = await launch({})
    expect(second.body.data.launchEngineInstance.subdomain).toBe('velo-shop-2')
  })

  it('is provisioned by the job and ends running with every step and service done', async () => {
    await runJobsUntil(payload, async () => (await statusOf(id)) !== 'provisioning')
    const view = (
      await gql(
        `query($id: ID!) { controlInstance(id: $id) { status simulated deadline tasks { step state message finishedAt } services { service state url } } }`,
        { id },
        a.auth,
      )
    ).body.data.controlInstance
    expect(view.status).toBe('running')
    // The simulated provisioner runs no real engine: the control area marks it "Demo".
    expect(view.simulated).toBe(true)
    expect(view.deadline).toBeNull()
    expect(
      view.tasks.map((task: { step: string; state: string }) => `${task.step}:${task.state}`),
    ).toEqual([
      'allocateSubdomain:done',
      'createDatabase:done',
      'deployEngine:done',
      'configureEmail:done',
      'healthCheck:done',
    ])
    expect(view.tasks.every((task: { finishedAt: string | null }) => task.finishedAt)).toBe(true)
    // Only language-neutral details are stored; the control area words each step's outcome.
    expect(view.tasks.map((task: { message: string | null }) => task.message)).toEqual([
      'velo-shop',
      null,
      null,
      expect.stringContaining('@'),
      null,
    ])
    expect(view.services.every((service: { state: string }) => service.state === 'ready')).toBe(
      true,
    )
    expect(
      view.services.find((service: { service: string }) => service.service === 'adminUi').url,
    ).toBe('https://velo-shop.unbound.cloud/admin')
  })

  it('is invisible to another customer through the control query', async () => {
    const other = await gql(`query($id: ID!) { controlInstance(id: $id) { id } }`, { id }, b.auth)
    expect(other.body.data.controlInstance).toBeNull()
  })
})

describe('provisioning failures', () => {
  it('retries a failed try with backoff and ends running', async () => {
    const id = (await launch({ shopName: 'Shop retry-provisioning' })).body.data
      .launchEngineInstance.id
    await runJobsUntil(payload, async () => (await statusOf(id)) !== 'provisioning')
    const doc = await payload.findByID({
      collection: 'engine-instances',
      id: Number(id),
      overrideAccess: true,
    })
    expect(doc.status).toBe('running')
    expect(doc.provisioningAttempts).toBe(2)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.instance': { equals: String(id) } },
      overrideAccess: true,
    })
    expect(jobs[0].totalTried).toBeGreaterThanOrEqual(1)
    expect(jobs[0].log?.some((entry) => entry.state === 'failed')).toBe(true)
  })

  it('gives up after the configured retries and marks the instance failed', async () => {
    const id = (await launch({ shopName: 'Shop fail-provisioning' })).body.data.launchEngineInstance
      .id
    await runJobsUntil(payload, async () => (await statusOf(id)) !== 'provisioning')
    const doc = await payload.findByID({
      collection: 'engine-instances',
      id: Number(id),
      overrideAccess: true,
    })
    expect(doc.status).toBe('failed')
    expect(doc.provisioningAttempts).toBe(3) // first try + PROVISION_RETRIES=2
    expect(doc.failureMessage).toMatch(/deployment failed/i)
    expect(doc.tasks?.find((task) => task.step === 'deployEngine')?.state).toBe('failed')
    expect(doc.tasks?.find((task) => task.step === 'createDatabase')?.state).toBe('done')
    // No further tries once failed.
    await payload.jobs.run()
    expect(
      (
        await payload.findByID({
          collection: 'engine-instances',
          id: Number(id),
          overrideAccess: true,
        })
      ).provisioningAttempts,
    ).toBe(3)
  })
})

describe('trial end', () => {
  it('an expired trial cannot launch new engines', async () => {
    const expired = await customer(payload, 'expired@launch.test', {
      trialEndsAt: new Date(Date.now() - 1000).toISOString(),
    })
    const org = (
      await gql('mutation { createMyOrganisation(name: "Late AG") { id } }', {}, expired.auth)
    ).body.data.createMyOrganisation.id
    const before = (await payload.count({ collection: 'engine-instances', overrideAccess: true }))
      .totalDocs
    const result = await gql(
      launchMutation,
      { input: { organisation: org, shopName: 'Too late', recipientEmail: 'x@late.test' } },
      expired.auth,
    )
    expect(errorOf(result)?.message).toBe('trialEnded')
    expect(
      (await payload.count({ collection: 'engine-instances', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })
})

describe('webhook provisioner', () => {
  const secret = 'webhook-test-secret'
  const { received, answerWith, signedBy } = webhookReceiver(secret)

  it('POSTs a signed request (retrying on errors) and accepts only signed, fresh callbacks', async () => {
    answerWith(500)
    const launched = (
      await launch({ shopName: 'Hook Shop', smtpHost: publicSmtpAddress, smtpPassword: smtpSecret })
    ).body.data.launchEngineInstance
    expect(launched.tasks.map((task: { step: string }) => task.step)).toEqual([
      'requestProvisioning',
    ])
    const marked = await gql(
      `query($id: ID!) { controlInstance(id: $id) { simulated deadline } }`,
      { id: launched.id },
      a.auth,
    )
    // A real back end: no "Demo" mark; the launch has its deadline (PROVISION_TIMEOUT_MS, 30 minutes).
    expect(marked.body.data.controlInstance.simulated).toBe(false)
    const { pendingSince } = await payload.findByID({
      collection: 'engine-instances',
      id: Number(launched.id),
      overrideAccess: true,
    })
    expect(marked.body.data.controlInstance.deadline).toBe(
      new Date(Date.parse(pendingSince!) + 30 * 60_000).toISOString(),
    )

    // The back end first answers 500: the job fails that try and retries.
    await runJobsUntil(payload, async () => received.length >= 1)
    expect(await statusOf(launched.id)).toBe('provisioning')
    answerWith(202)
    await runJobsUntil(payload, async () => received.some((entry) => entry.answered === 202))
    const request = received.find((entry) => entry.answered === 202)!
    expect(signedBy(request)).toEqual({ ok: true })
    const sent = JSON.parse(request.body)
    expect(sent).toMatchObject({
      event: 'instance.provision',
      lastCallbackSequence: 0,
      instance: {
        instanceId: launched.instanceId,
        subdomain: 'hook-shop',
        smtp: { host: publicSmtpAddress, port: 587, password: smtpSecret },
      },
    })
    expect(sent.attempt).toBeGreaterThanOrEqual(2)
    expect(sent.callbackUrl).toBe('http://control.test/api/engine-instances/provisioning-callback')
    expect(await statusOf(launched.id)).toBe('provisioning')

    const body = JSON.stringify({
      id: 'callback-0001',
      sequence: 1,
      instanceId: launched.instanceId,
      status: 'running',
      tasks: [{ step: 'deployEngine', state: 'done', message: 'Deployed by the back end' }],
      services: [{ service: 'engineApi', state: 'ready' }],
    })
    const path = '/engine-instances/provisioning-callback'
    expect((await rawPost(path, body, {})).status).toBe(401)
    expect((await rawPost(path, body, signPayload(body, 'wrong-secret'))).status).toBe(401)
    expect(
      (await rawPost(path, body, signPayload(body, secret, Math.floor(Date.now() / 1000) - 301)))
        .status,
    ).toBe(401)
    expect((await rawPost(path, `${body} `, signPayload(body, secret))).status).toBe(401)
    expect(await statusOf(launched.id)).toBe('provisioning')

    const accepted = await rawPost(path, body, signPayload(body, secret))
    expect(accepted.status).toBe(200)
    const doc = await payload.findByID({
      collection: 'engine-instances',
      id: Number(launched.id),
      overrideAccess: true,
    })
    expect(doc.status).toBe('running')
    expect(doc.tasks?.find((task) => task.step === 'deployEngine')?.message).toBe(
      'Deployed by the back end',
    )
    expect(doc.services?.find((service) => service.service === 'engineApi')?.state).toBe('ready')

    const failed = JSON.stringify({
      id: 'callback-0002',
      sequence: 2,
      instanceId: launched.instanceId,
      status: 'failed',
      message: 'Quota exceeded',
    })
    expect((await rawPost(path, failed, signPayload(failed, secret))).status).toBe(200)
    expect(await statusOf(launched.id)).toBe('failed')
  })
})

describe('webhook provisioner: Standard Webhooks with an existing secret', () => {
  const secret = 'webhook-plain-secret'
  const path = '/engine-instances/provisioning-callback'
  const { requestsFor, signedBy, callback } = webhookReceiver(secret)

  it("signs both ways; callbacks signed with the secret's whsec_ form or the old way are accepted", async () => {
    const launched = (await launch({ shopName: 'Plain Secret Shop' })).body.data
      .launchEngineInstance
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.provision').length >= 1,
    )
    const [request] = requestsFor(launched.instanceId, 'instance.provision')
    expect(standardVerified(request, secret)).toEqual(JSON.parse(request.body))
    expect(signedBy(request)).toEqual({ ok: true })
    expectContract('request', request.body)

    const first = callback(launched.instanceId, 'plain-cb-0001', 1, {
      tasks: [{ step: 'deployEngine', state: 'running', startedAt: new Date().toISOString() }],
    })
    expectContract('callback', first)
    expect((await rawPost(path, first, standardSigned(first, secret))).status).toBe(200)
    // The old scheme stays accepted until release 2.0.
    const second = callback(launched.instanceId, 'plain-cb-0002', 2, { status: 'running' })
    expectContract('callback', second)
    expect((await rawPost(path, second, signPayload(second, secret))).status).toBe(200)
    const doc = await payload.findByID({
      collection: 'engine-instances',
      id: Number(launched.id),
      overrideAccess: true,
    })
    expect(doc.status).toBe('running')
    expect(doc.callbackSequence).toBe(2)
    expect(doc.tasks?.find((task) => task.step === 'deployEngine')?.state).toBe('running')
  })
})

describe('webhook provisioner: Standard Webhooks with a whsec_ secret', () => {
  const secret = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD'
  const otherSecret = 'whsec_b3RoZXIga2V5IG9mIHNvbWVvbmUgZWxzZQ=='
  const path = '/engine-instances/provisioning-callback'
  const { requestsFor, signedBy, callback } = webhookReceiver(secret)
  let launched: { id: string; instanceId: string }

  /** What a callback could change, and the callbacks recorded. */
  const snapshot = async () => {
    const doc = await payload.findByID({
      collection: 'engine-instances',
      id: Number(launched.id),
      overrideAccess: true,
      depth: 0,
    })
    const recorded = await payload.count({
      collection: 'provisioning-callbacks',
      where: { instanceId: { equals: launched.instanceId } },
      overrideAccess: true,
    })
    return {
      status: doc.status,
      callbackSequence: doc.callbackSequence,
      tasks: doc.tasks,
      services: doc.services,
      failureMessage: doc.failureMessage,
      recorded: recorded.totalDocs,
    }
  }

  it('sends a provision request that new Webhook(secret).verify accepts, signed the old way too, fitting the contract', async () => {
    launched = (await launch({ shopName: 'Standard Shop', xpub: validXpub })).body.data
      .launchEngineInstance
    await runJobsUntil(
      payload,
      async () => requestsFor(launched.instanceId, 'instance.provision').length >= 1,
    )
    const [request] = requestsFor(launched.instanceId, 'instance.provision')
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }
    expect(new Webhook(secret).verify(request.body, headers)).toEqual(JSON.parse(request.body))
    expect(signedBy(request)).toEqual({ ok: true })
    expectContract('request', request.body)
    expect(JSON.parse(request.body).instance).toMatchObject({ xpub: validXpub, smtp: null })
  })

  it('refuses, changing nothing, a wrong key, an old timestamp, a body changed after signing and a wrong new signature beside a right old one', async () => {
    const before = await snapshot()
    const body = callback(launched.instanceId, 'std-cb-0001', 1, {
      status: 'running',
      tasks: [{ step: 'deployEngine', state: 'done', message: 'Deployed' }],
      services: [{ service: 'adminUi', state: 'ready', url: 'https://standard-shop.test/admin' }],
    })
    expectContract('callback', body)
    const refusals = [
      await rawPost(path, body, standardSigned(body, otherSecret)),
      await rawPost(
        path,
        body,
        standardSigned(body, secret, { at: new Date(Date.now() - 301_000) }),
      ),
      await rawPost(
        path,
        body.replace('"status":"running"', '"status":"failed"'),
        standardSigned(body, secret),
      ),
      // Once any Standard Webhooks header is there, the old signature is not looked at.
      await rawPost(path, body, {
        ...signPayload(body, secret),
        ...standardSigned(body, otherSecret),
      }),
      await rawPost(path, body, { 'webhook-id': 'msg_only_an_id', ...signPayload(body, secret) }),
    ]
    expect(refusals.map((answer) => [answer.status, answer.body.error])).toEqual([
      [401, 'signature mismatch'],
      [401, 'signature stale'],
      [401, 'signature mismatch'],
      [401, 'signature mismatch'],
      [401, 'signature missing'],
    ])
    expect(await snapshot()).toEqual(before)
  })

  it('accepts a callback signed the Standard Webhooks way once: its webhook-id replayed, even with another body, is refused', async () => {
    const body = callback(launched.instanceId, 'std-cb-0001', 1, {
      status: 'running',
      tasks: [{ step: 'deployEngine', state: 'done', message: 'Deployed' }],
      services: [{ service: 'adminUi', state: 'ready', url: 'https://standard-shop.test/admin' }],
    })
    const headers = standardSigned(body, secret)
    expect((await rawPost(path, body, headers)).status).toBe(200)
    const accepted = await snapshot()
    expect(accepted).toMatchObject({ status: 'running', callbackSequence: 1, recorded: 1 })
    expect(accepted.services?.find((service) => service.service === 'adminUi')?.url).toBe(
      'https://standard-shop.test/admin',
    )

    const replayed = await rawPost(path, body, headers)
    expect([replayed.status, replayed.body.error]).toEqual([401, 'webhook-id already received'])
    const reused = callback(launched.instanceId, 'std-cb-0002', 2, {
      status: 'failed',
      message: 'Reused webhook-id',
    })
    expectContract('callback', reused)
    const answer = await rawPost(
      path,
      reused,
      standardSigned(reused, secret, { id: headers['webhook-id'] }),
    )
    expect([answer.status, answer.body.error]).toEqual([401, 'webhook-id already received'])
    expect(await snapshot()).toEqual(accepted)

    // The seen id is kept in the database (locks) until its timestamp is out of the tolerance.
    const { docs: markers } = await payload.find({
      collection: 'locks',
      where: { key: { equals: `webhook-id:${headers['webhook-id']}` } },
      overrideAccess: true,
    })
    expect(markers).toHaveLength(1)
    expect(Date.parse(markers[0].expiresAt)).toBe(
      (Number(headers['webhook-timestamp']) + 300) * 1000,
    )
  })
  it('frees the webhook-id of a callback the product fails to store, so that the back end may send it again', async () => {
    const body = callback(launched.instanceId, 'std-cb-0003', 3, {
      tasks: [{ step: 'healthCheck', state: 'done', startedAt: 'not a date' }],
    })
    // Outside the contract (no date-time): storing it fails, as a database error would.
    expect(contractErrors('callback', body)).not.toEqual([])
    const headers = standardSigned(body, secret)
    expect((await rawPost(path, body, headers)).status).toBe(400)
    const markers = await payload.count({
      collection: 'locks',
      where: { key: { equals: `webhook-id:${headers['webhook-id']}` } },
      overrideAccess: true,
    })
    expect(markers.totalDocs).toBe(0)
    expect((await rawPost(path, body, headers)).body.error).not.toBe('webhook-id already received')
  })
})

describe("the shop's default language", () => {
  const launchReadingLanguage = `mutation Launch($input: LaunchEngineInput!) {
    launchEngineInstance(input: $input) { id defaultLanguage }
  }`
  const storedLanguage = async (id: string) =>
    (
      await payload.findByID({
        collection: 'engine-instances',
        id: Number(id),
        overrideAccess: true,
        depth: 0,
      })
    ).defaultLanguage

  it('is stored as chosen in the wizard (de-CH unless chosen) and read by its GraphQL name', async () => {
    const chosen = await gql(
      launchReadingLanguage,
      { input: input({ shopName: 'Boutique Langue', defaultLanguage: 'fr' }) },
      a.auth,
    )
    expect(chosen.body.errors).toBeUndefined()
    expect(chosen.body.data.launchEngineInstance.defaultLanguage).toBe('fr')
    expect(await storedLanguage(chosen.body.data.launchEngineInstance.id)).toBe('fr')

    const standard = await gql(
      launchReadingLanguage,
      { input: input({ shopName: 'Laden Sprache' }) },
      a.auth,
    )
    expect(standard.body.data.launchEngineInstance.defaultLanguage).toBe('de_CH')
    expect(await storedLanguage(standard.body.data.launchEngineInstance.id)).toBe('de-CH')

    const unknown = await gql(
      launchReadingLanguage,
      { input: input({ shopName: 'Shop Lingua', defaultLanguage: 'rm' }) },
      a.auth,
    )
    expect(unknown.body.errors?.[0]?.message).toContain('ControlShopLanguage')
  })
})
