import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  bootControl,
  customer,
  gql,
  password,
  rest,
  runJobsUntil,
  type Auth,
} from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * Every role stays in its lane: no staff role takes over a customer's account (password, e-mail),
 * sessions, hashes and tokens appear in no answer or export, plain members do not see who was
 * invited, and support helps a locked-out customer with the customer's own reset e-mail.
 */
let smtp: MailSink
let started: TestPayload
let payload: Payload
let victim: Awaited<ReturnType<typeof customer>>
let member: Awaited<ReturnType<typeof customer>>
let organisation: number | string
const staffAuth = {} as Record<'admin' | 'editor' | 'support', Auth>
const staffUsers = {} as Record<'admin' | 'editor' | 'support', Record<string, unknown>>
const chosen = 'Taken-over-password-1'

beforeAll(async () => {
  smtp = await startSmtpServer()
  started = await bootControl({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
  })
  payload = started.payload
  victim = await customer(payload, 'victim@lanes.test', { locale: 'en' })
  member = await customer(payload, 'member@lanes.test', { locale: 'de-CH' })
  for (const role of ['admin', 'editor', 'support'] as const) {
    const email = `${role}@lanes.test`
    const doc = await payload.create({
      collection: 'users',
      data: { email, password, role },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    staffAuth[role] = { token: token! }
    staffUsers[role] = { ...doc, collection: 'users' }
  }
  organisation = (
    await gql('mutation { createMyOrganisation(name: "Lanes AG") { id } }', {}, victim.auth)
  ).body.data.createMyOrganisation.id
  await payload.update({
    collection: 'organisations',
    id: organisation,
    data: {
      members: [
        { customer: victim.doc.id, role: 'owner' },
        { customer: member.doc.id, role: 'member' },
      ],
    },
    overrideAccess: true,
  })
  const invited = await gql(
    'mutation($organisation: ID!, $email: String!) { inviteMember(organisation: $organisation, email: $email) }',
    { organisation, email: 'invitee@lanes.test' },
    victim.auth,
  )
  expect(invited.body.errors).toBeUndefined()
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

/** The account as stored, secrets included. */
const stored = (id = victim.doc.id) =>
  payload.db.findOne<{
    id: number
    email: string
    hash: string
    salt: string
    sessions?: { id: string }[]
  }>({ collection: 'customers', where: { id: { equals: id } } })

const logsInWith = (secret: string) =>
  payload
    .login({ collection: 'customers', data: { email: 'victim@lanes.test', password: secret } })
    .then(
      () => true,
      () => false,
    )

const callers = ['anonymous', 'member', 'editor', 'support', 'admin'] as const
type Caller = (typeof callers)[number]
const authOf = (caller: Caller): Auth | undefined =>
  caller === 'anonymous' ? undefined : caller === 'member' ? member.auth : staffAuth[caller]

describe("a customer's credentials", () => {
  it.each(callers)(
    '%s cannot set the password over REST, GraphQL or the Local API: nothing changes, no session',
    async (caller) => {
      const before = await stored()
      const viaRest = await rest('PATCH', `/customers/${victim.doc.id}`, authOf(caller), {
        password: chosen,
      })
      expect([401, 403, 404]).toContain(viaRest.status)
      const viaGraphQL = await gql(
        'mutation($id: Int!, $password: String) { updateCustomer(id: $id, data: { password: $password }) { id } }',
        { id: victim.doc.id, password: chosen },
        authOf(caller),
      )
      expect(viaGraphQL.body.data?.updateCustomer ?? null).toBeNull()
      expect(viaGraphQL.body.errors?.length).toBeGreaterThan(0)
      if (caller in staffUsers) {
        const user = staffUsers[caller as keyof typeof staffUsers] as never
        for (const overrideAccess of [false, true])
          await expect(
            payload.update({
              collection: 'customers',
              id: victim.doc.id,
              data: { password: chosen },
              user,
              overrideAccess,
            }),
          ).rejects.toThrow()
      }
      const after = await stored()
      expect(after?.hash).toBe(before?.hash)
      expect(after?.salt).toBe(before?.salt)
      expect(after?.sessions?.length ?? 0).toBe(before?.sessions?.length ?? 0)
      expect(await logsInWith(chosen)).toBe(false)
    },
  )

  it.each(callers)('%s cannot change the e-mail address on any path', async (caller) => {
    const viaRest = await rest('PATCH', `/customers/${victim.doc.id}`, authOf(caller), {
      email: 'attacker@evil.test',
    })
    expect([401, 403, 404]).toContain(viaRest.status)
    const viaGraphQL = await gql(
      'mutation($id: Int!) { updateCustomer(id: $id, data: { email: "attacker@evil.test" }) { id } }',
      { id: victim.doc.id },
      authOf(caller),
    )
    expect(viaGraphQL.body.data?.updateCustomer ?? null).toBeNull()
    if (caller in staffUsers)
      await expect(
        payload.update({
          collection: 'customers',
          id: victim.doc.id,
          data: { email: 'attacker@evil.test' },
          user: staffUsers[caller as keyof typeof staffUsers] as never,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    expect((await stored())?.email).toBe('victim@lanes.test')
  })

  it('support still extends the trial and marks a customer verified, with the e-mail field sent unchanged', async () => {
    const trialEndsAt = new Date(Date.now() + 30 * 86_400_000).toISOString()
    const saved = await rest('PATCH', `/customers/${victim.doc.id}`, staffAuth.support, {
      email: 'victim@lanes.test',
      trialEndsAt,
      _verified: true,
    })
    expect(saved.status, saved.text).toBe(200)
    expect(new Date(saved.body.doc.trialEndsAt).toISOString()).toBe(trialEndsAt)
  })

  it('no staff role creates an account in a customer name, on any path', async () => {
    const before = (await payload.count({ collection: 'customers', overrideAccess: true }))
      .totalDocs
    for (const role of ['admin', 'editor', 'support'] as const) {
      const data = { email: `made-by-${role}@lanes.test`, password: chosen, _verified: true }
      expect([401, 403]).toContain((await rest('POST', '/customers', staffAuth[role], data)).status)
      const viaGraphQL = await gql(
        'mutation($data: mutationCustomerInput!) { createCustomer(data: $data) { id } }',
        { data },
        staffAuth[role],
      )
      expect(viaGraphQL.body.data?.createCustomer ?? null).toBeNull()
      await expect(
        payload.create({
          collection: 'customers',
          data,
          user: staffUsers[role] as never,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    }
    expect((await payload.count({ collection: 'customers', overrideAccess: true })).totalDocs).toBe(
      before,
    )
  })

  it('an import of customers with a password column is refused to support and admins', async () => {
    for (const role of ['support', 'admin'] as const) {
      const csv = `id,password\n${victim.doc.id},${chosen}\n`
      const form = await rest('POST', '/imports', staffAuth[role], {
        collectionSlug: 'customers',
        importMode: 'update',
        matchField: 'id',
        format: 'csv',
        csv,
      })
      expect([400, 403]).toContain(form.status)
    }
    expect(await logsInWith(chosen)).toBe(false)
  })
})

const secretKeys = ['sessions', 'hash', 'salt', 'resetPasswordToken', '_verificationToken']

/** Secret keys anywhere in a JSON answer that hold a value (GraphQL answers a refused field with null). */
const secretsIn = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => [
        ...(secretKeys.includes(key) && child !== null && !(Array.isArray(child) && !child.length)
          ? [key]
          : []),
        ...secretsIn(child),
      ])
    : []

describe('sessions, hashes and tokens', () => {
  it('appear in no REST or GraphQL answer, at any depth, for any role', async () => {
    const sessionIds = ((await stored())?.sessions ?? []).map((session) => session.id)
    expect(sessionIds.length).toBeGreaterThan(0)
    const answers: { who: string; body: unknown; text: string }[] = []
    for (const [who, auth] of [
      ['owner', victim.auth],
      ['member', member.auth],
      ['support', staffAuth.support],
      ['admin', staffAuth.admin],
    ] as const) {
      for (const path of [
        `/customers/${victim.doc.id}?depth=2`,
        '/customers/me',
        `/organisations/${organisation}?depth=1`,
        `/organisations/${organisation}?depth=2`,
        `/organisations?depth=2`,
      ]) {
        const answer = await rest('GET', path, auth)
        answers.push({ who: `${who} ${path}`, body: answer.body, text: answer.text })
      }
      const viaGraphQL = await gql(
        `query($id: Int!) { Organisation(id: $id) { owner { id email sessions { id } } members { customer { id sessions { id } } } } }`,
        { id: Number(organisation) },
        auth,
      )
      answers.push({ who: `${who} GraphQL`, body: viaGraphQL.body.data, text: viaGraphQL.text })
    }
    for (const answer of answers) {
      expect(secretsIn(answer.body), answer.who).toEqual([])
      for (const id of sessionIds) expect(answer.text, answer.who).not.toContain(id)
    }
  })

  it("support's customer export has no session, hash, salt or token column", async () => {
    const sessionIds = ((await stored())?.sessions ?? []).map((session) => session.id)
    const csv = await rest('POST', '/exports/download', staffAuth.support, {
      data: { collectionSlug: 'customers', format: 'csv' },
    })
    expect(csv.status, csv.text).toBe(200)
    const columns = csv.text.split(/\r?\n/)[0]!.split(',')
    expect(columns).toContain('email')
    for (const column of columns)
      expect(column, csv.text.split(/\r?\n/)[0]).not.toMatch(
        /^(sessions|hash|salt|password|resetPassword|_verificationToken|pendingEmailTokenHash)/,
      )
    for (const id of sessionIds) expect(csv.text).not.toContain(id)
    const json = await rest('POST', '/exports/download', staffAuth.support, {
      data: { collectionSlug: 'customers', format: 'json' },
    })
    expect(json.status).toBe(200)
    expect(secretsIn(json.body)).toEqual([])
  })
})

describe('pending invitations', () => {
  const invitationsOf = async (auth: Auth) => {
    const viaRest = await rest('GET', `/organisations/${organisation}?depth=0`, auth)
    const viaGraphQL = await gql(
      'query($id: Int!) { Organisation(id: $id) { invitations { email } } }',
      { id: Number(organisation) },
      auth,
    )
    return { text: viaRest.text + viaGraphQL.text, rest: viaRest.body?.invitations }
  }

  it('a plain member sees no invitee address over REST or GraphQL', async () => {
    const seen = await invitationsOf(member.auth)
    expect(seen.text).not.toContain('invitee@lanes.test')
    const local = await payload.findByID({
      collection: 'organisations',
      id: organisation,
      user: { ...member.doc, collection: 'customers' } as never,
      overrideAccess: false,
      depth: 0,
    })
    expect(JSON.stringify(local)).not.toContain('invitee@lanes.test')
  })

  it('the owner and support see them', async () => {
    expect((await invitationsOf(victim.auth)).text).toContain('invitee@lanes.test')
    expect((await invitationsOf(staffAuth.support)).text).toContain('invitee@lanes.test')
  })
})

describe('support helps a locked-out customer', () => {
  const resetPath = () => `/customers/${victim.doc.id}/send-password-reset`
  const resetMails = () =>
    smtp.messages.filter(
      (mail) =>
        !Array.isArray(mail.to) &&
        mail.to?.text.includes('victim@lanes.test') &&
        /reset-password\?token=/.test(mail.text ?? ''),
    )
  const runQueue = () =>
    runJobsUntil(payload, async () => {
      const { totalDocs } = await payload.count({
        collection: 'payload-jobs',
        where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
        overrideAccess: true,
      })
      return totalDocs === 0
    })

  it('refuses the reset action to editors, customers and visitors: no mail', async () => {
    for (const auth of [staffAuth.editor, member.auth, victim.auth, undefined])
      expect([401, 403]).toContain((await rest('POST', resetPath(), auth)).status)
    await runQueue()
    expect(resetMails()).toHaveLength(0)
  })

  it("queues the customer's own reset e-mail in the customer's language; support learns no password", async () => {
    const before = await stored()
    const answer = await rest('POST', resetPath(), staffAuth.support)
    expect(answer.status, answer.text).toBe(202)
    expect(answer.text).not.toMatch(/token/i)
    await runQueue()
    const mail = await smtp.waitFor(
      (message) =>
        !Array.isArray(message.to) &&
        Boolean(message.to?.text.includes('victim@lanes.test')) &&
        /reset-password\?token=/.test(message.text ?? ''),
    )
    // The customer speaks English: the link leads to the English page.
    expect(mail.text).toMatch(/\/en\/reset-password\?token=/)
    expect((await stored())?.hash).toBe(before?.hash)
  })
})

describe('account e-mails use the customer language', () => {
  it("the reset e-mail follows the customer's language, not the asking page's", async () => {
    const sent = smtp.messages.length
    const asked = await gql('mutation { requestPasswordReset(email: "member@lanes.test") }')
    expect(asked.body.errors).toBeUndefined()
    await runJobsUntil(payload, async () =>
      smtp.messages
        .slice(sent)
        .some((mail) => !Array.isArray(mail.to) && mail.to?.text.includes('member@lanes.test')),
    )
    const mail = smtp.messages
      .slice(sent)
      .find(
        (message) => !Array.isArray(message.to) && message.to?.text.includes('member@lanes.test'),
      )!
    // member@lanes.test chose German; the page that asked said nothing.
    expect(mail.text).toMatch(/\/de\/reset-password\?token=/)
    const english = await customer(payload, 'english@lanes.test', { locale: 'en' })
    await gql('mutation { requestPasswordReset(email: "english@lanes.test", locale: "de-CH") }')
    await runJobsUntil(payload, async () =>
      smtp.messages.some(
        (message) => !Array.isArray(message.to) && message.to?.text.includes('english@lanes.test'),
      ),
    )
    const englishMail = smtp.messages.find(
      (message) => !Array.isArray(message.to) && message.to?.text.includes('english@lanes.test'),
    )!
    expect(englishMail.text).toMatch(/\/en\/reset-password\?token=/)
    expect(english.doc.locale).toBe('en')
  })
})

describe('the job list', () => {
  // Support follows up failing e-mails, editors their scheduled publications (the staff dashboard
  // links each to its list of jobs); every other job is the admins' alone.
  const expected: Record<Caller, string[]> = {
    anonymous: [],
    member: [],
    editor: ['schedulePublish'],
    support: ['notifySubmission', 'sendTeamEmail'],
    admin: ['formsRetention', 'notifySubmission', 'schedulePublish', 'sendTeamEmail'],
  }
  const jobs = {} as Record<string, number | string>
  const inLanes = 'where[queue][equals]=lanes&limit=100&depth=0'

  beforeAll(async () => {
    // A queue of their own, which no runner of this file works off.
    const queued = [
      { task: 'notifySubmission', input: { submissionId: '0' } },
      { task: 'sendTeamEmail', input: { activity: '0', recipient: '0' } },
      { task: 'schedulePublish', input: { type: 'publish', global: 'header' } },
      { task: 'formsRetention', input: {} },
    ] as const
    for (const { task, input } of queued)
      jobs[task] = (
        await payload.jobs.queue({
          task,
          input: input as never,
          queue: 'lanes',
          waitUntil: new Date(Date.now() + 86_400_000),
        })
      ).id
  })

  const localUser = (caller: Caller) =>
    caller === 'anonymous'
      ? undefined
      : caller === 'member'
        ? ({ ...member.doc, collection: 'customers' } as never)
        : (staffUsers[caller] as never)

  it.each(callers)(
    '%s reads only its jobs over REST, GraphQL and the Local API',
    async (caller) => {
      const seen = (docs: { taskSlug: string }[] | undefined) =>
        (docs ?? []).map((job) => job.taskSlug).sort()

      const viaRest = await rest('GET', `/payload-jobs?${inLanes}`, authOf(caller))
      if (viaRest.status === 200) expect(seen(viaRest.body.docs)).toEqual(expected[caller])
      else {
        expect([401, 403]).toContain(viaRest.status)
        expect(expected[caller]).toEqual([])
      }

      const viaGraphQL = await gql(
        '{ PayloadJobs(where: { queue: { equals: "lanes" } }, limit: 100) { docs { taskSlug } } }',
        {},
        authOf(caller),
      )
      expect(seen(viaGraphQL.body.data?.PayloadJobs?.docs)).toEqual(expected[caller])
      if (expected[caller].length === 0) expect(viaGraphQL.body.errors?.length).toBeGreaterThan(0)

      const viaLocal = await payload
        .find({
          collection: 'payload-jobs',
          where: { queue: { equals: 'lanes' } },
          user: localUser(caller),
          overrideAccess: false,
          depth: 0,
        })
        .then(
          (result) => seen(result.docs as never),
          () => [],
        )
      expect(viaLocal).toEqual(expected[caller])
    },
  )

  it.each(callers)('%s gets no other job by id or by filter, on any path', async (caller) => {
    for (const [task, id] of Object.entries(jobs)) {
      if (expected[caller].includes(task)) continue
      const byId = await rest('GET', `/payload-jobs/${id}?depth=0`, authOf(caller))
      expect([401, 403, 404], `${task} by id`).toContain(byId.status)
      expect(byId.text).not.toContain(task)
      const filtered = await rest(
        'GET',
        `/payload-jobs?${inLanes}&where[taskSlug][equals]=${task}`,
        authOf(caller),
      )
      expect(filtered.body?.docs ?? [], `${task} filtered`).toEqual([])
      const viaGraphQL = await gql(
        'query($id: Int!) { PayloadJob(id: $id) { taskSlug } }',
        { id: Number(id) },
        authOf(caller),
      )
      expect(viaGraphQL.body.data?.PayloadJob ?? null, `${task} GraphQL`).toBeNull()
      const viaLocal = await payload
        .findByID({
          collection: 'payload-jobs',
          id,
          user: localUser(caller),
          overrideAccess: false,
          depth: 0,
        })
        .then(
          () => 'read',
          () => 'refused',
        )
      expect(viaLocal, `${task} Local API`).toBe('refused')
    }
  })

  it('no staff role but admins runs, changes or deletes a job over HTTP', async () => {
    const mailJob = jobs.notifySubmission!
    for (const caller of ['anonymous', 'member', 'editor', 'support'] as const) {
      const auth = authOf(caller)
      expect([401, 403], `${caller} run`).toContain(
        (await rest('GET', '/payload-jobs/run?queue=lanes', auth)).status,
      )
      expect([401, 403, 404], `${caller} update`).toContain(
        (await rest('PATCH', `/payload-jobs/${mailJob}`, auth, { queue: 'default' })).status,
      )
      expect([401, 403, 404], `${caller} delete`).toContain(
        (await rest('DELETE', `/payload-jobs/${mailJob}`, auth)).status,
      )
    }
    const job = await payload.findByID({ collection: 'payload-jobs', id: mailJob, depth: 0 })
    expect(job).toMatchObject({ queue: 'lanes', totalTried: 0 })
    expect(job.completedAt ?? null).toBeNull()
  })
})
