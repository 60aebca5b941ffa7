import { lookup } from 'node:dns/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  checkSmtpServerAtSendTime,
  refuseNonPublicAddresses,
  SmtpServerRefused,
} from '@/control/engines/smtpResolution'
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
  type Auth,
} from '../helpers/control'
import type { TestPayload } from '../helpers/payload'

/**
 * Hosting rules under attack: SMTP servers inside the provider's network (SSRF from the hosting
 * back end), replayed or outdated provisioning callbacks, and trial quotas on every path.
 */
let started: TestPayload
let payload: Payload
let staffAuth: Auth
// An address literal is public without any DNS look-up (nothing connects to it in these tests).
const publicSmtpAddress = '93.184.215.14'
const webhookSecret = 'security-webhook-secret'
const callbackPath = '/engine-instances/provisioning-callback'

type GqlError = {
  message: string
  extensions?: { data?: { fields?: Record<string, string>; max?: number } }
}
const errorOf = (result: { body: { errors?: GqlError[] } }) => result.body.errors?.[0]
const count = async (
  collection: 'engine-instances' | 'organisations' | 'payload-jobs' | 'provisioning-callbacks',
) => (await payload.count({ collection, overrideAccess: true })).totalDocs
const instance = (id: string | number) =>
  payload.findByID({
    collection: 'engine-instances',
    id: Number(id),
    overrideAccess: true,
    depth: 0,
  })
const createOrg = async (name: string, auth: Auth) => {
  const result = await gql(
    'mutation($name: String!) { createMyOrganisation(name: $name) { id } }',
    { name },
    auth,
  )
  return {
    id: result.body.data?.createMyOrganisation?.id as string | undefined,
    error: errorOf(result),
  }
}
const launchIn = (organisation: string, auth: Auth, extra: Record<string, unknown> = {}) =>
  gql(
    launchMutation,
    {
      input: {
        organisation,
        shopName: 'Secure Shop',
        recipientEmail: 'orders@secure.test',
        ...extra,
      },
    },
    auth,
  )

/** A local stand-in for the hosting back end: records every request and answers 202. */
let backEnd: Server
const received: string[] = []

beforeAll(async () => {
  started = await bootControl({ HOSTING_WEBHOOK_SECRET: webhookSecret })
  payload = started.payload
  staffAuth = (await staff(payload)).auth
  backEnd = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push(body)
      response.statusCode = 202
      response.end()
    })
  })
  await new Promise<void>((resolve) => backEnd.listen(0, '127.0.0.1', resolve))
  process.env.HOSTING_WEBHOOK_URL = `http://127.0.0.1:${(backEnd.address() as AddressInfo).port}/provision`
})

afterAll(async () => {
  process.env.PROVISIONER = 'simulated'
  await new Promise((resolve) => backEnd?.close(resolve))
  await started?.stop()
})

describe('SMTP server at launch', () => {
  let owner: Awaited<ReturnType<typeof customer>>
  let org: string

  beforeAll(async () => {
    owner = await customer(payload, 'smtp-owner@security.test', {
      trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    })
    org = (await createOrg('SMTP AG', owner.auth)).id!
  })

  it('refuses loopback, private, link-local, metadata and local names, and ports other than 25/465/587/2525: nothing stored, no job', async () => {
    const instancesBefore = await count('engine-instances')
    const jobsBefore = await count('payload-jobs')
    for (const smtpHost of [
      '127.0.0.1',
      'localhost',
      '10.0.0.5',
      '169.254.169.254',
      '[::1]',
      'fd00::1',
      'metadata.google.internal',
    ]) {
      const error = errorOf(
        await launchIn(org, owner.auth, {
          senderEmail: 'shop@secure.test',
          smtpHost,
          smtpPassword: 'Smtp-Secret-1',
        }),
      )
      expect(error?.message, smtpHost).toBe('invalidInput')
      expect(error?.extensions?.data?.fields, smtpHost).toEqual({ smtpHost: 'hostNotPublic' })
    }
    for (const smtpPort of ['22', '80', '6379']) {
      const error = errorOf(
        await launchIn(org, owner.auth, { smtpHost: publicSmtpAddress, smtpPort }),
      )
      expect(error?.extensions?.data?.fields, smtpPort).toEqual({ smtpPort: 'portInvalid' })
    }
    expect(await count('engine-instances')).toBe(instancesBefore)
    expect(await count('payload-jobs')).toBe(jobsBefore)
  })

  it('holds for later changes too: neither the owner nor staff can point a stored instance at an internal host', async () => {
    const launched = (await launchIn(org, owner.auth, { smtpHost: publicSmtpAddress })).body.data
      .launchEngineInstance
    for (const auth of [owner.auth, staffAuth]) {
      const patched = await rest('PATCH', `/engine-instances/${launched.id}`, auth, {
        smtpHost: '169.254.169.254',
        smtpPort: 22,
      })
      expect([400, 403]).toContain(patched.status)
    }
    const stored = await instance(launched.id)
    expect(stored.smtpHost).toBe(publicSmtpAddress)
    expect(stored.smtpPort).toBe(587)
  })
})

describe('SMTP server at send time', () => {
  it('resolves the name and refuses it when any address is not public', async () => {
    const addresses = await lookup('localhost', { all: true })
    expect(() => refuseNonPublicAddresses('localhost', addresses)).toThrow(
      /localhost resolves to a non-public address \(127\.0\.0\.1/,
    )
    await expect(checkSmtpServerAtSendTime('localhost', 587)).rejects.toBeInstanceOf(
      SmtpServerRefused,
    )
    await expect(checkSmtpServerAtSendTime('10.0.0.5', 587)).rejects.toBeInstanceOf(
      SmtpServerRefused,
    )
    await expect(checkSmtpServerAtSendTime(publicSmtpAddress, 22)).rejects.toThrow(
      /port 22 is not allowed/,
    )
    await expect(checkSmtpServerAtSendTime(publicSmtpAddress, 465)).resolves.toBeUndefined()
  })

  describe('a stored host that is no longer public (written before the rules, straight into the database)', () => {
    let owner: Awaited<ReturnType<typeof customer>>
    let org: string
    const launchWithStoredHost = async (shopName: string, smtpHost: string) => {
      const launched = (
        await launchIn(org, owner.auth, {
          shopName,
          smtpHost: publicSmtpAddress,
          smtpPassword: 'Smtp-Secret-1',
        })
      ).body.data.launchEngineInstance
      await payload.db.updateOne({
        collection: 'engine-instances',
        id: Number(launched.id),
        data: { smtpHost },
      })
      return launched.id as string
    }

    beforeAll(async () => {
      owner = await customer(payload, 'stored-host@security.test', {
        trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      })
      org = (await createOrg('Stored AG', owner.auth)).id!
    })

    it('the simulated provisioner fails the e-mail step at once with a clear message', async () => {
      const id = await launchWithStoredHost('Simulated Stored', 'localhost')
      await runJobsUntil(payload, async () => (await instance(id)).status !== 'provisioning')
      const doc = await instance(id)
      expect(doc.status).toBe('failed')
      expect(doc.provisioningAttempts).toBe(1)
      expect(doc.failureMessage).toMatch(/SMTP server localhost is not a public internet host/)
      expect(doc.tasks?.find((task) => task.step === 'configureEmail')).toMatchObject({
        state: 'failed',
      })
      expect(doc.services?.find((service) => service.service === 'email')?.state).toBe('failed')
    })

    it('the webhook provisioner never hands the host (or the password) to the back end', async () => {
      process.env.PROVISIONER = 'webhook'
      try {
        const id = await launchWithStoredHost('Webhook Stored', '10.0.0.5')
        await runJobsUntil(payload, async () => (await instance(id)).status !== 'provisioning')
        const doc = await instance(id)
        expect(doc.status).toBe('failed')
        expect(doc.tasks?.find((task) => task.step === 'requestProvisioning')?.message).toMatch(
          /SMTP server 10\.0\.0\.5 is not a public internet host/,
        )
        expect(
          received.some((body) => body.includes('10.0.0.5') || body.includes('Smtp-Secret-1')),
        ).toBe(false)
      } finally {
        process.env.PROVISIONER = 'simulated'
      }
    })
  })
})

describe('provisioning callbacks', () => {
  let instanceId: string
  let id: string
  const signed = (body: object) => {
    const raw = JSON.stringify(body)
    return { raw, headers: signPayload(raw, webhookSecret) }
  }
  const send = (body: object) => {
    const { raw, headers } = signed(body)
    return rawPost(callbackPath, raw, headers)
  }

  beforeAll(async () => {
    const owner = await customer(payload, 'callbacks@security.test', {
      trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    })
    const org = (await createOrg('Callback AG', owner.auth)).id!
    process.env.PROVISIONER = 'webhook'
    try {
      const launched = (await launchIn(org, owner.auth, { shopName: 'Callback Shop' })).body.data
        .launchEngineInstance
      id = launched.id
      instanceId = launched.instanceId
      await runJobsUntil(payload, async () => received.some((body) => body.includes(instanceId)))
    } finally {
      process.env.PROVISIONER = 'simulated'
    }
    const request = JSON.parse(received.find((body) => body.includes(instanceId))!)
    expect(request.lastCallbackSequence).toBe(0)
    expect((await instance(id)).status).toBe('provisioning')
  })

  it('needs an id and a sequence inside the signed body', async () => {
    expect((await send({ instanceId, status: 'running' })).status).toBe(400)
    expect((await send({ instanceId, id: 'callback-no-sequence', status: 'running' })).status).toBe(
      400,
    )
    expect(
      (await send({ instanceId, id: 'callback-bad-sequence', sequence: 0, status: 'running' }))
        .status,
    ).toBe(400)
    expect((await instance(id)).status).toBe('provisioning')
  })

  it('refuses the same signed callback a second time (409), changing nothing', async () => {
    const first = signed({
      id: 'callback-replay-1',
      sequence: 1,
      instanceId,
      tasks: [{ step: 'requestProvisioning', state: 'running', message: 'Queued' }],
    })
    expect((await rawPost(callbackPath, first.raw, first.headers)).status).toBe(200)
    const before = await instance(id)
    const storedIds = await count('provisioning-callbacks')

    const replay = await rawPost(callbackPath, first.raw, first.headers)
    expect(replay.status).toBe(409)
    const after = await instance(id)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(after.callbackSequence).toBe(1)
    expect(await count('provisioning-callbacks')).toBe(storedIds)

    // The id alone is enough: a new body with a used id is refused as well.
    expect(
      (await send({ id: 'callback-replay-1', sequence: 7, instanceId, status: 'running' })).status,
    ).toBe(409)
    expect((await instance(id)).status).toBe('provisioning')
  })

  it('refuses an older sequence', async () => {
    expect(
      (await send({ id: 'callback-running-3', sequence: 3, instanceId, status: 'running' })).status,
    ).toBe(200)
    expect((await instance(id)).status).toBe('running')
    const older = await send({
      id: 'callback-older-2',
      sequence: 2,
      instanceId,
      status: 'failed',
      message: 'late failure',
    })
    expect(older.status).toBe(409)
    const doc = await instance(id)
    expect(doc.status).toBe('running')
    expect(doc.failureMessage ?? null).toBeNull()
    expect(doc.callbackSequence).toBe(3)
  })

  it('never moves a running instance back to provisioning, even with a valid newer callback', async () => {
    const back = await send({
      id: 'callback-back-4',
      sequence: 4,
      instanceId,
      status: 'provisioning',
      tasks: [{ step: 'requestProvisioning', state: 'pending' }],
    })
    expect(back.status).toBe(409)
    const doc = await instance(id)
    expect(doc.status).toBe('running')
    expect(doc.callbackSequence).toBe(3)
    expect(doc.tasks?.find((task) => task.step === 'requestProvisioning')?.state).not.toBe(
      'pending',
    )
  })

  it('keeps what callbacks reported when a late provisioning try writes afterwards', async () => {
    await payload.update({
      collection: 'engine-instances',
      id: Number(id),
      data: { status: 'provisioning', tasks: [], services: [], failureMessage: 'stale try' },
      context: { provisioning: true },
      overrideAccess: true,
    })
    const doc = await instance(id)
    expect(doc.status).toBe('running')
    expect(doc.failureMessage ?? null).toBeNull()
    expect(doc.tasks?.length).toBeGreaterThan(0)
  })

  it('lets a newer callback report a failure, after which the back end cannot revive or reset the instance', async () => {
    expect(
      (
        await send({
          id: 'callback-failed-5',
          sequence: 5,
          instanceId,
          status: 'failed',
          message: 'Disk lost',
        })
      ).status,
    ).toBe(200)
    expect((await instance(id)).status).toBe('failed')
    expect(
      (await send({ id: 'callback-revive-6', sequence: 6, instanceId, status: 'running' })).status,
    ).toBe(409)
    expect(
      (await send({ id: 'callback-reset-7', sequence: 7, instanceId, status: 'provisioning' }))
        .status,
    ).toBe(409)
    expect((await instance(id)).status).toBe('failed')
  })

  it('keeps the stored callback ids away from every API', async () => {
    for (const auth of [staffAuth, undefined]) {
      expect((await rest('GET', '/provisioning-callbacks', auth)).status).toBe(403)
      expect(
        (
          await rest('POST', '/provisioning-callbacks', auth, {
            callbackId: 'forged-callback',
            instanceId,
            sequence: 99,
          })
        ).status,
      ).toBe(403)
    }
    const schema = await gql('{ __schema { queryType { fields { name } } } }', {}, staffAuth)
    expect(JSON.stringify(schema.body)).not.toMatch(/ProvisioningCallback/i)
  })
})

describe('trial quotas', () => {
  let owner: Awaited<ReturnType<typeof customer>>
  let orgs: string[]

  beforeAll(async () => {
    owner = await customer(payload, 'quota@security.test', {
      trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    })
  })

  it('refuses a 4th organisation through the control mutation, REST and generic GraphQL: nothing stored', async () => {
    orgs = []
    for (const name of ['Quota One', 'Quota Two', 'Quota Three']) {
      const created = await createOrg(name, owner.auth)
      expect(created.error).toBeUndefined()
      orgs.push(created.id!)
    }
    const before = await count('organisations')

    const mutation = await createOrg('Quota Four', owner.auth)
    expect(mutation.error?.message).toBe('organisationLimit')
    const viaRest = await rest('POST', '/organisations', owner.auth, {
      name: 'Quota Four REST',
      owner: owner.doc.id,
    })
    expect(viaRest.status).toBe(403)
    expect(viaRest.body.errors[0].message).toBe('organisationLimit')
    const generic = await gql(
      'mutation($owner: Int!) { createOrganisation(data: { name: "Quota Four GraphQL", owner: $owner }) { id } }',
      { owner: owner.doc.id },
      owner.auth,
    )
    expect(errorOf(generic)?.message).toBe('organisationLimit')
    expect(await count('organisations')).toBe(before)
  })

  it('refuses a 4th engine across the organisations the customer owns, also when an admin launches it: nothing stored, no job', async () => {
    const first = (await launchIn(orgs[0], owner.auth, { shopName: 'Login' })).body.data
      .launchEngineInstance
    expect(first.subdomain).toBe('login-shop')
    expect(errorOf(await launchIn(orgs[0], owner.auth))).toBeUndefined()
    expect(errorOf(await launchIn(orgs[1], owner.auth))).toBeUndefined()
    const instancesBefore = await count('engine-instances')
    const jobsBefore = await count('payload-jobs')

    const fourth = errorOf(await launchIn(orgs[2], owner.auth))
    expect(fourth?.message).toBe('instanceLimit')
    expect(fourth?.extensions?.data?.max).toBe(3)

    const member = await customer(payload, 'quota-member@security.test', {
      trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    })
    await payload.update({
      collection: 'organisations',
      id: Number(orgs[2]),
      data: {
        members: [
          { customer: owner.doc.id as number, role: 'owner' },
          { customer: member.doc.id as number, role: 'admin' },
        ],
      },
      overrideAccess: true,
    })
    expect(errorOf(await launchIn(orgs[2], member.auth))?.message).toBe('instanceLimit')

    expect(await count('engine-instances')).toBe(instancesBefore)
    expect(await count('payload-jobs')).toBe(jobsBefore)
  })

  it('follows TRIAL_MAX_ORGANISATIONS and TRIAL_MAX_INSTANCES', async () => {
    process.env.TRIAL_MAX_ORGANISATIONS = '4'
    process.env.TRIAL_MAX_INSTANCES = '4'
    try {
      const fourthOrg = await createOrg('Quota Four', owner.auth)
      expect(fourthOrg.error).toBeUndefined()
      expect((await createOrg('Quota Five', owner.auth)).error?.message).toBe('organisationLimit')
      expect(errorOf(await launchIn(fourthOrg.id!, owner.auth))).toBeUndefined()
      expect(errorOf(await launchIn(fourthOrg.id!, owner.auth))?.message).toBe('instanceLimit')
    } finally {
      delete process.env.TRIAL_MAX_ORGANISATIONS
      delete process.env.TRIAL_MAX_INSTANCES
    }
  })
})
