import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Organisation } from '@/payload-types'

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

/**
 * The team of an organisation: roles (owner, admin, member), removal, ownership transfer,
 * leaving, invitations revoked or sent again, the activity log and the team e-mails. Every
 * operation is tried by the wrong role too, over GraphQL and REST, and must change nothing.
 */
let smtp: MailSink
let started: TestPayload
let payload: Payload

type Person = Awaited<ReturnType<typeof customer>>
let owner: Person
let ines: Person // invited, joins, becomes admin, then owner
let max: Person // a plain member
let stranger: Person
let support: { auth: Auth }
let admin: { auth: Auth }
let org: string

const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message

const changeRole = `mutation($o: ID!, $c: ID!, $r: String!) { changeMemberRole(organisation: $o, customer: $c, role: $r) }`
const removeMember = `mutation($o: ID!, $c: ID!) { removeMember(organisation: $o, customer: $c) }`
const transfer = `mutation($o: ID!, $c: ID!) { transferOwnership(organisation: $o, customer: $c) }`
const leave = `mutation($o: ID!) { leaveOrganisation(organisation: $o) }`
const invite = `mutation($o: ID!, $e: String!, $l: String) { inviteMember(organisation: $o, email: $e, locale: $l) }`
const accept = `mutation($t: String!) { acceptInvitation(token: $t) { id } }`
const revoke = `mutation($o: ID!, $i: ID!) { revokeInvitation(organisation: $o, invitation: $i) }`
const resend = `mutation($o: ID!, $i: ID!) { resendInvitation(organisation: $o, invitation: $i) }`
const activity = `query($o: ID!, $p: Int, $l: Int) { organisationActivity(organisation: $o, page: $p, limit: $l) { page totalPages totalDocs entries { action actor actorKind subject role createdAt } } }`

const load = (id: string = org): Promise<Organisation> =>
  payload.findByID({
    collection: 'organisations',
    id: Number(id),
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })
/** Members and owner as plain values, to compare before and after a refused request. */
const team = async (id: string = org) => {
  const doc = await load(id)
  return {
    owner: doc.owner,
    members: (doc.members ?? []).map((member) => [member.customer, member.role]),
    invitations: (doc.invitations ?? []).map((entry) => [entry.email, entry.tokenHash]),
  }
}
const activityCount = async () =>
  (await payload.count({ collection: 'activity', overrideAccess: true })).totalDocs

const mailsTo = (address: string) =>
  smtp.messages.filter(
    (mail: ParsedMail) => !Array.isArray(mail.to) && mail.to?.text.includes(address),
  )
const tokenIn = (mail: ParsedMail) =>
  /\/control\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]

const runQueue = () =>
  runJobsUntil(payload, async () => {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'sendTeamEmail' } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      overrideAccess: true,
    })
    return totalDocs === 0
  })

async function staffWithRole(email: string, role: 'support' | 'admin' | 'editor') {
  await payload.create({
    collection: 'users',
    data: { email, password, role } as never,
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { auth: { token: token! } as Auth }
}

const trial = { trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString() }

beforeAll(async () => {
  smtp = await startSmtpServer()
  started = await bootControl({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    JOB_BACKOFF_MS: '200',
    TRIAL_MAX_INSTANCES: '10',
  })
  payload = started.payload
  owner = await customer(payload, 'olivia@team.test', { name: 'Olivia Owner', ...trial })
  ines = await customer(payload, 'ines@team.test', { name: 'Ines', locale: 'de-CH', ...trial })
  max = await customer(payload, 'max@team.test', trial)
  stranger = await customer(payload, 'stranger@team.test', trial)
  support = await staffWithRole('support@team.test', 'support')
  admin = await staff(payload, 'admin@team.test')
  org = (
    await gql('mutation { createMyOrganisation(name: "Velo Team AG") { id } }', {}, owner.auth)
  ).body.data.createMyOrganisation.id
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

describe('joining', () => {
  it('the invited person joins; the inviter gets "invitation accepted" in their language, once', async () => {
    expect(
      (await gql(invite, { o: org, e: 'ines@team.test', l: 'de-CH' }, owner.auth)).body.data
        .inviteMember,
    ).toBe(true)
    expect(
      (await gql(invite, { o: org, e: 'max@team.test', l: 'en' }, owner.auth)).body.data
        .inviteMember,
    ).toBe(true)
    for (const person of [ines, max]) {
      const mail = await smtp.waitFor(
        (entry) => !Array.isArray(entry.to) && Boolean(entry.to?.text.includes(person.doc.email)),
      )
      expect(errorOf(await gql(accept, { t: tokenIn(mail) }, person.auth))).toBeUndefined()
    }
    expect((await team()).members).toEqual([
      [owner.doc.id, 'owner'],
      [ines.doc.id, 'member'],
      [max.doc.id, 'member'],
    ])

    await runQueue()
    await runQueue()
    const accepted = mailsTo('olivia@team.test').filter((mail) =>
      mail.subject?.includes('has joined'),
    )
    expect(accepted.map((mail) => mail.subject).sort()).toEqual([
      'Ines (ines@team.test) has joined Velo Team AG',
      'max@team.test has joined Velo Team AG',
    ])
  })
})

describe('roles', () => {
  it('refuses role changes to members, to anonymous visitors and to other customers, changing nothing', async () => {
    const before = await team()
    const entries = await activityCount()
    const vars = { o: org, c: String(max.doc.id), r: 'admin' }
    expect(errorOf(await gql(changeRole, vars))).toBe('unauthorised')
    expect(errorOf(await gql(changeRole, vars, stranger.auth))).toBe('notFound')
    expect(errorOf(await gql(changeRole, vars, max.auth))).toBe('notOwner')
    expect(errorOf(await gql(changeRole, { ...vars, c: String(ines.doc.id) }, max.auth))).toBe(
      'notOwner',
    )
    // The owner's own row and unknown roles.
    expect(errorOf(await gql(changeRole, { ...vars, c: String(owner.doc.id) }, owner.auth))).toBe(
      'ownerUnchangeable',
    )
    expect(errorOf(await gql(changeRole, { ...vars, r: 'owner' }, owner.auth))).toBe('roleInvalid')
    expect(
      errorOf(await gql(changeRole, { ...vars, c: String(stranger.doc.id) }, owner.auth)),
    ).toBe('notMember')
    // REST and generic GraphQL: members (and their roles) are not the customers' to write.
    await rest('PATCH', `/organisations/${org}`, owner.auth, {
      members: [
        { customer: owner.doc.id, role: 'owner' },
        { customer: max.doc.id, role: 'admin' },
      ],
    })
    await rest('PATCH', `/organisations/${org}`, max.auth, {
      members: [{ customer: max.doc.id, role: 'owner' }],
      owner: max.doc.id,
    })
    await gql(
      `mutation($id: Int!, $m: Int!) { updateOrganisation(id: $id, data: { owner: $m, members: [{ customer: $m, role: owner }] }) { id } }`,
      { id: Number(org), m: max.doc.id },
      max.auth,
    )
    expect(await team()).toEqual(before)
    expect(await activityCount()).toBe(entries)
  })

  it('the owner makes a member an admin: logged, and the member is told in their language', async () => {
    expect(
      (await gql(changeRole, { o: org, c: String(ines.doc.id), r: 'admin' }, owner.auth)).body.data
        .changeMemberRole,
    ).toBe(true)
    expect((await team()).members).toContainEqual([ines.doc.id, 'admin'])
    await runQueue()
    const mail = mailsTo('ines@team.test').find((entry) => entry.subject?.startsWith('Ihre Rolle'))!
    expect(mail.subject).toBe('Ihre Rolle in Velo Team AG hat sich geändert')
    expect(mail.text).toContain('Sie sind jetzt Admin der Organisation «Velo Team AG»')
  })

  it('an admin launches, invites, but neither changes roles, removes, transfers nor manages invitations', async () => {
    const launched = await gql(
      launchMutation,
      { input: { organisation: org, shopName: 'Team Shop', recipientEmail: 'orders@team.test' } },
      ines.auth,
    )
    expect(launched.body.errors).toBeUndefined()
    expect(
      (await gql(invite, { o: org, e: 'later@team.test' }, ines.auth)).body.data.inviteMember,
    ).toBe(true)

    const before = await team()
    const entries = await activityCount()
    const invitation = (await load()).invitations!.find(
      (entry) => entry.email === 'later@team.test',
    )!
    const member = { o: org, c: String(max.doc.id) }
    expect(errorOf(await gql(changeRole, { ...member, r: 'admin' }, ines.auth))).toBe('notOwner')
    expect(errorOf(await gql(removeMember, member, ines.auth))).toBe('notOwner')
    expect(errorOf(await gql(transfer, { o: org, c: String(ines.doc.id) }, ines.auth))).toBe(
      'notOwner',
    )
    expect(errorOf(await gql(revoke, { o: org, i: invitation.id }, ines.auth))).toBe('notOwner')
    expect(errorOf(await gql(resend, { o: org, i: invitation.id }, ines.auth))).toBe('notOwner')
    expect(await team()).toEqual(before)
    expect(await activityCount()).toBe(entries)
  })

  it('a member neither launches nor invites', async () => {
    const before = await team()
    const instances = (
      await payload.count({ collection: 'engine-instances', overrideAccess: true })
    ).totalDocs
    const launched = await gql(
      launchMutation,
      { input: { organisation: org, shopName: 'Member Shop', recipientEmail: 'orders@team.test' } },
      max.auth,
    )
    expect(errorOf(launched)).toBe('notAllowed')
    expect(errorOf(await gql(invite, { o: org, e: 'x@team.test' }, max.auth))).toBe('notAllowed')
    expect(await team()).toEqual(before)
    expect(
      (await payload.count({ collection: 'engine-instances', overrideAccess: true })).totalDocs,
    ).toBe(instances)
  })
})

describe('invitations', () => {
  it('the owner sends one again (new token and expiry, the old link dead) and revokes it', async () => {
    const stored = (await load()).invitations!.find((entry) => entry.email === 'later@team.test')!
    const firstMail = mailsTo('later@team.test')[0]
    const oldToken = tokenIn(firstMail)
    const sentBefore = mailsTo('later@team.test').length

    expect(
      (await gql(resend, { o: org, i: stored.id }, owner.auth)).body.data.resendInvitation,
    ).toBe(true)
    const resent = await smtp.waitFor(
      (mail) =>
        !Array.isArray(mail.to) &&
        mail.to!.text.includes('later@team.test') &&
        tokenIn(mail) !== oldToken,
    )
    expect(mailsTo('later@team.test')).toHaveLength(sentBefore + 1)
    const after = (await load()).invitations!.find((entry) => entry.email === 'later@team.test')!
    expect(after.tokenHash).not.toBe(stored.tokenHash)
    expect(new Date(after.expiresAt).getTime()).toBeGreaterThanOrEqual(
      new Date(stored.expiresAt).getTime(),
    )
    expect(new Date(after.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)

    const later = await customer(payload, 'later@team.test', trial)
    expect(errorOf(await gql(accept, { t: oldToken }, later.auth))).toBe('invalidInvitation')

    const entries = await activityCount()
    expect(errorOf(await gql(revoke, { o: org, i: 'no-such-id' }, owner.auth))).toBe(
      'invitationNotFound',
    )
    expect(errorOf(await gql(revoke, { o: org, i: after.id }, stranger.auth))).toBe('notFound')
    expect(await activityCount()).toBe(entries)
    expect(
      (await gql(revoke, { o: org, i: after.id }, owner.auth)).body.data.revokeInvitation,
    ).toBe(true)
    expect((await load()).invitations).toEqual([])
    expect(errorOf(await gql(accept, { t: tokenIn(resent) }, later.auth))).toBe('invalidInvitation')
  })
})

describe('exactly one owner', () => {
  it('staff and the Local API cannot leave an organisation without an owner, or with two', async () => {
    const before = await team()
    const rows = before.members as [number, string][]
    const without = rows.map(([customer]) => ({ customer, role: 'member' }))
    const twoOwners = rows.map(([customer]) => ({ customer, role: 'owner' }))

    for (const members of [without, twoOwners]) {
      const response = await rest('PATCH', `/organisations/${org}`, admin.auth, { members })
      expect(response.status).toBe(400)
      expect(response.text).toContain('ownerRequired')
    }
    // The owner field pointing at someone who is not the owning member.
    const moved = await rest('PATCH', `/organisations/${org}`, admin.auth, { owner: max.doc.id })
    expect(moved.status).toBe(400)
    // The same member twice.
    const twice = await rest('PATCH', `/organisations/${org}`, admin.auth, {
      members: [
        ...rows.map(([customer, role]) => ({ customer, role })),
        { customer: max.doc.id, role: 'admin' },
      ],
    })
    expect(twice.status).toBe(400)
    expect(twice.text).toContain('duplicateMember')
    const generic = await gql(
      `mutation($id: Int!, $m: Int!) { updateOrganisation(id: $id, data: { members: [{ customer: $m, role: member }] }) { id } }`,
      { id: Number(org), m: max.doc.id },
      admin.auth,
    )
    expect(errorOf(generic)).toBe('ownerRequired')
    await expect(
      payload.update({
        collection: 'organisations',
        id: Number(org),
        data: { members: [] },
        overrideAccess: true,
      }),
    ).rejects.toThrow('ownerRequired')
    // Support reads, but writes nothing.
    expect(
      (await rest('PATCH', `/organisations/${org}`, support.auth, { members: without })).status,
    ).toBe(403)
    expect(await team()).toEqual(before)
  })
})

describe('ownership and leaving', () => {
  it('is transferred only to an admin, by the owner; the old owner becomes an admin', async () => {
    const before = await team()
    expect(errorOf(await gql(transfer, { o: org, c: String(max.doc.id) }, owner.auth))).toBe(
      'transferToAdminOnly',
    )
    expect(errorOf(await gql(transfer, { o: org, c: String(ines.doc.id) }, max.auth))).toBe(
      'notOwner',
    )
    expect(errorOf(await gql(leave, { o: org }, owner.auth))).toBe('ownerCannotLeave')
    expect(await team()).toEqual(before)

    expect(
      (await gql(transfer, { o: org, c: String(ines.doc.id) }, owner.auth)).body.data
        .transferOwnership,
    ).toBe(true)
    const after = await team()
    expect(after.owner).toBe(ines.doc.id)
    expect(after.members).toEqual([
      [owner.doc.id, 'admin'],
      [ines.doc.id, 'owner'],
      [max.doc.id, 'member'],
    ])
    await runQueue()
    expect(
      mailsTo('ines@team.test').some((mail) =>
        mail.text?.includes('Sie sind jetzt Inhaberin oder Inhaber der Organisation'),
      ),
    ).toBe(true)
    // The old owner can no longer act as the owner.
    expect(errorOf(await gql(removeMember, { o: org, c: String(max.doc.id) }, owner.auth))).toBe(
      'notOwner',
    )
  })

  it('the new owner cannot leave; the old owner (now admin) leaves and loses access', async () => {
    expect(errorOf(await gql(leave, { o: org }, ines.auth))).toBe('ownerCannotLeave')
    expect((await gql(leave, { o: org }, owner.auth)).body.data.leaveOrganisation).toBe(true)
    expect((await team()).members).toEqual([
      [ines.doc.id, 'owner'],
      [max.doc.id, 'member'],
    ])
    expect((await rest('GET', `/organisations/${org}`, owner.auth)).status).toBe(404)
    expect(errorOf(await gql(leave, { o: org }, owner.auth))).toBe('notFound')
  })

  it('the owner removes a member, who then sees nothing', async () => {
    expect(
      (await gql(removeMember, { o: org, c: String(ines.doc.id) }, ines.auth)).body.errors?.[0]
        ?.message,
    ).toBe('ownerUnchangeable')
    expect(
      (await gql(removeMember, { o: org, c: String(max.doc.id) }, ines.auth)).body.data
        .removeMember,
    ).toBe(true)
    expect((await team()).members).toEqual([[ines.doc.id, 'owner']])
    expect((await rest('GET', `/organisations/${org}`, max.auth)).status).toBe(404)
  })
})

describe('activity log', () => {
  it('lists what happened, newest first, to the organisation and to support', async () => {
    const result = await gql(activity, { o: org, p: 1, l: 50 }, ines.auth)
    expect(result.body.errors).toBeUndefined()
    const page = result.body.data.organisationActivity
    expect(page.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'removed',
      'left',
      'ownershipTransferred',
      'invitationRevoked',
      'invitationResent',
      'invited',
      'launched',
      'roleChanged',
      'joined',
      'joined',
      'invited',
      'invited',
    ])
    expect(page.entries[0]).toMatchObject({
      actor: 'Ines',
      actorKind: 'customer',
      subject: 'max@team.test',
    })
    expect(page.entries[2]).toMatchObject({ actor: 'Olivia Owner', role: 'owner' })
    expect(page.entries[6]).toMatchObject({ action: 'launched', subject: 'Team Shop' })

    const staffView = await gql(activity, { o: org }, support.auth)
    expect(staffView.body.data.organisationActivity.totalDocs).toBe(12)
  })

  it('pages with a bounded size', async () => {
    const second = (await gql(activity, { o: org, p: 2, l: 5 }, ines.auth)).body.data
      .organisationActivity
    expect(second).toMatchObject({ page: 2, totalPages: 3, totalDocs: 12 })
    expect(second.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'invited',
      'launched',
      'roleChanged',
      'joined',
      'joined',
    ])
    const huge = (await gql(activity, { o: org, p: 1, l: 100_000 }, ines.auth)).body.data
      .organisationActivity
    expect(huge.entries).toHaveLength(12)
    const zero = (await gql(activity, { o: org, p: -3, l: 0 }, ines.auth)).body.data
      .organisationActivity
    expect(zero).toMatchObject({ page: 1, totalPages: 12 })
  })

  it('is not readable by former members, other customers, editors or anonymous visitors', async () => {
    expect(errorOf(await gql(activity, { o: org }))).toBe('unauthorised')
    for (const person of [stranger, owner, max])
      expect(errorOf(await gql(activity, { o: org }, person.auth))).toBe('notFound')
    const editor = await staffWithRole('editor@team.test', 'editor')
    expect(errorOf(await gql(activity, { o: org }, editor.auth))).toBe('notFound')
    const viaRest = await rest('GET', `/activity?where[organisation][equals]=${org}`, max.auth)
    expect(viaRest.status).toBe(200)
    expect(viaRest.body.docs).toEqual([])
    const generic = await gql(`{ Activities(limit: 100) { docs { id } } }`, {}, stranger.auth)
    expect(generic.body.data.Activities.docs).toEqual([])
  })

  it('cannot be written over REST or GraphQL by anyone, staff included', async () => {
    const before = await activityCount()
    const [entry] = (
      await payload.find({ collection: 'activity', limit: 1, overrideAccess: true, depth: 0 })
    ).docs
    for (const auth of [ines.auth, support.auth, admin.auth]) {
      expect(
        (
          await rest('POST', '/activity', auth, {
            organisation: Number(org),
            action: 'launched',
            subject: 'Forged',
          })
        ).status,
      ).toBe(403)
      expect(
        (await rest('PATCH', `/activity/${entry.id}`, auth, { subject: 'Forged' })).status,
      ).toBe(403)
      expect((await rest('DELETE', `/activity/${entry.id}`, auth)).status).toBe(403)
      const created = await gql(
        `mutation($o: Int!) { createActivity(data: { organisation: $o, action: launched, subject: "Forged" }) { id } }`,
        { o: Number(org) },
        auth,
      )
      expect(created.body.errors?.length).toBeGreaterThan(0)
      const updated = await gql(
        `mutation($id: Int!) { updateActivity(id: $id, data: { subject: "Forged" }) { id } }`,
        { id: entry.id },
        auth,
      )
      expect(updated.body.errors?.length).toBeGreaterThan(0)
      const deleted = await gql(
        `mutation($id: Int!) { deleteActivity(id: $id) { id } }`,
        { id: entry.id },
        auth,
      )
      expect(deleted.body.errors?.length).toBeGreaterThan(0)
    }
    expect(await activityCount()).toBe(before)
    const same = await payload.findByID({
      collection: 'activity',
      id: entry.id,
      overrideAccess: true,
    })
    expect(same.subject).toBe(entry.subject)
  })

  it('forgets entries older than a year (the daily retention task)', async () => {
    const old = await payload.create({
      collection: 'activity',
      data: {
        organisation: Number(org),
        action: 'invited',
        subject: 'old@team.test',
        createdAt: new Date(Date.now() - 366 * 86_400_000).toISOString(),
      },
      overrideAccess: true,
    })
    const before = await activityCount()
    await payload.jobs.queue({ task: 'formsRetention', input: {} })
    await runJobsUntil(
      payload,
      async () =>
        !(await payload.findByID({
          collection: 'activity',
          id: old.id,
          overrideAccess: true,
          disableErrors: true,
        })),
    )
    expect(await activityCount()).toBe(before - 1)
  })
})
