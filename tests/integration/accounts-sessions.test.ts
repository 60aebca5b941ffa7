import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { securityEvent, startSession } from '@/accounts/sessions'

import {
  bootControl,
  customer,
  gql,
  password,
  rest,
  runJobsUntil,
  staff,
  type Auth,
} from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/** Sessions of customers and staff: recorded on every path, listed and ended by their owner only. */
let smtp: MailSink
let started: TestPayload
let payload: Payload

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

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

const recordsOf = async (collection: 'customers' | 'users', id: number | string) =>
  (
    await payload.find({
      collection: 'account-sessions',
      where: { accountCollection: { equals: collection }, accountId: { equals: String(id) } },
      overrideAccess: true,
      sort: 'createdAt',
      limit: 100,
    })
  ).docs

const cookieValue = (setCookie: string | null, name: string) =>
  setCookie
    ?.split(/,(?=\s*[\w-]+=)/)
    .map((part) => part.trim().split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`))

/** Signs a customer in through the control area's log-in mutation, from `userAgent`. */
const logInCustomer = async (email: string, userAgent = firefox, cookie?: string) => {
  const answer = await gql(
    `mutation($e: String!, $p: String!) { logInCustomer(email: $e, password: $p) }`,
    { e: email, p: password },
    { headers: { 'User-Agent': userAgent, ...(cookie ? { Cookie: cookie } : {}) } },
  )
  expect(answer.body.errors).toBeUndefined()
  const setCookie = answer.headers.get('set-cookie')
  const token = cookieValue(setCookie, 'payload-token')!.split('=')[1]!
  return { auth: { token } as Auth, setCookie }
}

describe('recording', () => {
  it('records the password log-in of a customer with its device and method', async () => {
    const { doc } = await customer(payload, 'record@sessions.test')
    await logInCustomer('record@sessions.test', safari)
    const records = await recordsOf('customers', doc.id)
    const last = records.at(-1)!
    expect(last).toMatchObject({ method: 'password', browser: 'Mobile Safari 17', os: 'iOS 17' })
    expect(last.deviceType).toBe('mobile')
    const stored = await payload.db.findOne<{ id: number; sessions: { id: string }[] }>({
      collection: 'customers',
      where: { id: { equals: doc.id } },
    })
    expect(stored!.sessions.map((entry) => entry.id)).toContain(last.sid)
  })

  it('records the REST log-in of staff', async () => {
    const { doc } = await staff(payload, 'record@staff.test')
    const answer = await rest(
      'POST',
      '/users/login',
      { headers: { 'User-Agent': firefox } },
      {
        email: 'record@staff.test',
        password,
      },
    )
    expect(answer.status).toBe(200)
    const records = await recordsOf('users', doc.id)
    expect(records.at(-1)).toMatchObject({
      method: 'password',
      browser: 'Firefox 133',
      os: 'Linux',
    })
  })

  it('records a session opened by startSession with its method', async () => {
    const { doc } = await customer(payload, 'passkey@sessions.test')
    const req = await createLocalReq(
      { req: { headers: new Headers({ 'user-agent': firefox }) } as never },
      payload,
    )
    const session = await startSession(req as PayloadRequest, 'customers', doc.id, 'passkey')
    const records = await recordsOf('customers', doc.id)
    expect(records.find((record) => record.sid === session.sid)).toMatchObject({
      method: 'passkey',
      browser: 'Firefox 133',
    })
    expect(session.cookie).toContain('payload-token=')
    const me = await rest('GET', '/customers/me', { token: session.token })
    expect(me.body.user.id).toBe(doc.id)
  })
})

const runQueue = () =>
  runJobsUntil(payload, async () => {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    })
    return totalDocs === 0
  })

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.text.includes(address))

const signedIn = async (collection: 'customers' | 'users', auth: Auth) =>
  (await rest('GET', `/${collection}/me`, auth)).body?.user?.id ?? null

describe('a new password', () => {
  it("ends the customer's other sessions, keeps this one and mails what happened in German", async () => {
    const { doc } = await customer(payload, 'change@sessions.test', { locale: 'de-CH' })
    const here = await logInCustomer('change@sessions.test', firefox)
    const there = await logInCustomer('change@sessions.test', safari)
    const answer = await gql(
      `mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }`,
      { c: password, n: 'another-long-passphrase' },
      { ...here.auth, headers: { 'User-Agent': firefox } },
    )
    expect(answer.body.errors).toBeUndefined()
    expect(await signedIn('customers', here.auth)).toBe(doc.id)
    expect(await signedIn('customers', there.auth)).toBeNull()
    const records = await recordsOf('customers', doc.id)
    expect(records).toHaveLength(1)
    expect(records[0]!.browser).toBe('Firefox 133')

    await runQueue()
    const mail = mailsTo('change@sessions.test').find(
      (m) => m.subject === 'Ihr Passwort wurde geändert',
    )
    expect(mail).toBeDefined()
    expect(mail!.text).toContain('Das Passwort Ihres Unbound-Kontos wurde geändert.')
    expect(mail!.text).toContain('Firefox 133 auf Linux')
    expect(mail!.text).toContain('Alle anderen Sitzungen Ihres Kontos wurden beendet')
    expect(mail!.text).toContain('Falls Sie das nicht waren, ändern Sie sofort Ihr Passwort')
    expect(mail!.text).toContain('http://control.test/de/control/account')
    expect(mail!.text).not.toContain('ß')
  })

  it('after a reset, ends every session of the customer and mails it in English', async () => {
    const { doc } = await customer(payload, 'reset@sessions.test', { locale: 'en' })
    const before = await logInCustomer('reset@sessions.test')
    const token = await payload.forgotPassword({
      collection: 'customers',
      data: { email: 'reset@sessions.test' },
      disableEmail: true,
    })
    const answer = await gql(
      `mutation($t: String!, $p: String!) { resetCustomerPassword(token: $t, password: $p) }`,
      { t: token, p: 'a-reset-long-passphrase' },
    )
    expect(answer.body.errors).toBeUndefined()
    expect(await signedIn('customers', before.auth)).toBeNull()
    expect(await recordsOf('customers', doc.id)).toHaveLength(0)
    await runQueue()
    const mail = mailsTo('reset@sessions.test').find(
      (m) => m.subject === 'Your password was changed',
    )
    expect(mail!.text).toContain('The password of your Unbound account was changed.')
    expect(mail!.text).toContain('If that was not you, change your password at once')
  })

  it("ends a staff member's other sessions when the password changes in the admin", async () => {
    const { doc, auth: first } = await staff(payload, 'change@staff.test')
    const other = await rest(
      'POST',
      '/users/login',
      { headers: { 'User-Agent': safari } },
      {
        email: 'change@staff.test',
        password,
      },
    )
    const otherAuth: Auth = { token: other.body.token }
    expect(await signedIn('users', otherAuth)).toBe(doc.id)
    const changed = await rest('PATCH', `/users/${doc.id}`, first, {
      password: 'staff-new-long-passphrase',
    })
    expect(changed.status).toBe(200)
    expect(await signedIn('users', first)).toBe(doc.id)
    expect(await signedIn('users', otherAuth)).toBeNull()
    await runQueue()
    const mail = mailsTo('change@staff.test').find(
      (m) => m.subject === 'Ihr Passwort wurde geändert',
    )
    expect(mail!.text).toContain('http://control.test/admin/account')
  })

  it('lets other rooms report an event: securityEvent ends the others and mails the kind', async () => {
    const { doc } = await customer(payload, 'event@sessions.test', { locale: 'en' })
    const one = await logInCustomer('event@sessions.test')
    const two = await logInCustomer('event@sessions.test', safari)
    // The request of the signed-in customer, as Payload's JWT check leaves it (with its session id).
    const sid = JSON.parse(Buffer.from(one.auth.token!.split('.')[1]!, 'base64url').toString()).sid
    const req = await createLocalReq(
      { user: { ...doc, collection: 'customers', _sid: sid } as never },
      payload,
    )
    await securityEvent(req as PayloadRequest, {
      collection: 'customers',
      id: doc.id,
      kind: 'twoStepEnabled',
    })
    expect(await signedIn('customers', one.auth)).toBe(doc.id)
    expect(await signedIn('customers', two.auth)).toBeNull()
    await runQueue()
    expect(mailsTo('event@sessions.test').map((m) => m.subject)).toContain('Two-step sign-in is on')
  })
})

describe('new device', () => {
  it('sends a notice once per device, never for the first device or a known one', async () => {
    await customer(payload, 'device@sessions.test', { locale: 'en' })
    const subject = 'New sign-in to your Unbound account'
    const notices = () => mailsTo('device@sessions.test').filter((m) => m.subject === subject)

    const first = await logInCustomer('device@sessions.test', firefox)
    const firstDevice = cookieValue(first.setCookie, 'unbound-device')!
    expect(first.setCookie).toMatch(
      /unbound-device=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    )
    await logInCustomer('device@sessions.test', firefox, firstDevice)
    await runQueue()
    expect(notices()).toHaveLength(0)

    const second = await logInCustomer('device@sessions.test', safari)
    const secondDevice = cookieValue(second.setCookie, 'unbound-device')!
    expect(secondDevice).not.toBe(firstDevice)
    await logInCustomer('device@sessions.test', safari, secondDevice)
    await runQueue()
    expect(notices()).toHaveLength(1)
    expect(notices()[0]!.text).toContain('Mobile Safari 17 on iOS 17')
    expect(notices()[0]!.text).toContain('with password')
    expect(notices()[0]!.text).toContain('end the unknown session under “Sessions”')

    // The stored value is a hash of the account and the cookie, never the cookie itself.
    const { docs } = await payload.find({
      collection: 'account-devices',
      where: { deviceHash: { equals: secondDevice.split('=')[1] } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(0)
  })
})

const listSessions = `{ mySessions { id browser os deviceType method createdAt lastSeenAt current } }`
const endOne = `mutation($id: ID!) { endMySession(id: $id) }`
const endOthers = `mutation { endMyOtherSessions }`

describe('listing and ending sessions', () => {
  it('lists the signed-in customer\'s sessions with "this device", ends one and all others', async () => {
    const { doc } = await customer(payload, 'list@sessions.test')
    const a = await logInCustomer('list@sessions.test', firefox)
    const b = await logInCustomer('list@sessions.test', safari)
    const c = await logInCustomer('list@sessions.test', safari)
    const listed = await gql(listSessions, {}, a.auth)
    expect(listed.body.errors).toBeUndefined()
    const sessions = listed.body.data.mySessions as { id: string; current: boolean }[]
    // customer() signed in once through the Local API too: four sessions, newest first.
    expect(sessions).toHaveLength(4)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    expect(sessions.find((session) => session.current)).toMatchObject({
      browser: 'Firefox 133',
      os: 'Linux',
      method: 'password',
    })
    expect(sessions[0]).toMatchObject({ browser: 'Mobile Safari 17', deviceType: 'mobile' })

    const ended = await gql(endOne, { id: sessions[0]!.id }, a.auth)
    expect(ended.body).toEqual({ data: { endMySession: true } })
    expect(await signedIn('customers', c.auth)).toBeNull()
    expect(await signedIn('customers', b.auth)).toBe(doc.id)
    expect((await gql(listSessions, {}, a.auth)).body.data.mySessions).toHaveLength(3)

    expect((await gql(endOthers, {}, a.auth)).body).toEqual({ data: { endMyOtherSessions: 2 } })
    expect(await signedIn('customers', b.auth)).toBeNull()
    expect(await signedIn('customers', a.auth)).toBe(doc.id)
    const left = (await gql(listSessions, {}, a.auth)).body.data.mySessions
    expect(left).toHaveLength(1)
    expect(left[0].current).toBe(true)
  })

  it("refuses customer B ending customer A's session on GraphQL and REST; A stays signed in", async () => {
    const alice = await customer(payload, 'alice@sessions.test')
    await customer(payload, 'bob@sessions.test')
    const a = await logInCustomer('alice@sessions.test')
    const b = await logInCustomer('bob@sessions.test')
    const aliceSessions = (await gql(listSessions, {}, a.auth)).body.data.mySessions as {
      id: string
      current: boolean
    }[]
    const target = aliceSessions.find((session) => session.current)!.id

    const attempt = await gql(endOne, { id: target }, b.auth)
    expect(attempt.body.errors?.[0]?.message).toBe('sessionNotFound')
    // Bob's list is his own: Alice's sessions never show in it.
    const bobIds = (await gql(listSessions, {}, b.auth)).body.data.mySessions.map(
      (session: { id: string }) => session.id,
    )
    expect(bobIds).not.toContain(target)
    expect(((await gql(endOthers, {}, b.auth)).body.data.endMyOtherSessions as number) >= 0).toBe(
      true,
    )

    // REST: the records are closed, and Alice's session entries are not Bob's to change.
    expect((await rest('DELETE', `/account-sessions/${target}`, b.auth)).status).toBe(403)
    expect((await rest('GET', `/account-sessions/${target}`, b.auth)).status).toBe(403)
    const patched = await rest('PATCH', `/customers/${alice.doc.id}`, b.auth, { sessions: [] })
    expect(patched.status).toBeGreaterThanOrEqual(400)
    // Generic GraphQL has no sessions collection at all.
    const generic = await gql(`{ AccountSessions { docs { id } } }`, {}, b.auth)
    expect(generic.body.errors?.length).toBeGreaterThan(0)

    expect(await signedIn('customers', a.auth)).toBe(alice.doc.id)
    expect(
      (await gql(listSessions, {}, a.auth)).body.data.mySessions.map((s: { id: string }) => s.id),
    ).toContain(target)
  })

  it('answers only signed-in sessions: anonymous requests and bad ids are refused', async () => {
    await customer(payload, 'anon@sessions.test')
    const a = await logInCustomer('anon@sessions.test')
    expect((await gql(listSessions)).body.errors?.[0]?.message).toBe('unauthorised')
    expect((await gql(endOthers)).body.errors?.[0]?.message).toBe('unauthorised')
    expect((await gql(endOne, { id: '1' })).body.errors?.[0]?.message).toBe('unauthorised')
    expect((await gql(endOne, { id: 'not-an-id' }, a.auth)).body.errors?.[0]?.message).toBe(
      'sessionNotFound',
    )
    expect((await gql(endOne, { id: '999999' }, a.auth)).body.errors?.[0]?.message).toBe(
      'sessionNotFound',
    )
  })

  it('lets staff list and end their own sessions; a customer cannot reach them', async () => {
    const { doc } = await staff(payload, 'list@staff.test')
    const login = (userAgent: string) =>
      rest(
        'POST',
        '/users/login',
        { headers: { 'User-Agent': userAgent } },
        {
          email: 'list@staff.test',
          password,
        },
      )
    const one: Auth = { token: (await login(firefox)).body.token }
    const two: Auth = { token: (await login(safari)).body.token }
    const sessions = (await gql(listSessions, {}, one)).body.data.mySessions as {
      id: string
      current: boolean
      browser: string
    }[]
    const other = sessions.find((session) => session.browser === 'Mobile Safari 17')!
    await customer(payload, 'mallory@sessions.test')
    const mallory = await logInCustomer('mallory@sessions.test')
    expect((await gql(endOne, { id: other.id }, mallory.auth)).body.errors?.[0]?.message).toBe(
      'sessionNotFound',
    )
    expect(await signedIn('users', two)).toBe(doc.id)

    expect((await gql(endOne, { id: other.id }, one)).body.data.endMySession).toBe(true)
    expect(await signedIn('users', two)).toBeNull()
    expect(await signedIn('users', one)).toBe(doc.id)
  })

  it('moves "last seen" forward from the session\'s requests', async () => {
    const { doc } = await customer(payload, 'seen@sessions.test')
    const a = await logInCustomer('seen@sessions.test')
    const sid = JSON.parse(Buffer.from(a.auth.token!.split('.')[1]!, 'base64url').toString()).sid
    const old = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    await payload.update({
      collection: 'account-sessions',
      where: { sid: { equals: sid } },
      data: { lastSeenAt: old },
      overrideAccess: true,
    })
    await signedIn('customers', a.auth)
    const record = (await recordsOf('customers', doc.id)).find((r) => r.sid === sid)!
    expect(new Date(record.lastSeenAt).getTime()).toBeGreaterThan(new Date(old).getTime())
  })
})

describe('a deleted account', () => {
  it('takes its session records and known devices with it', async () => {
    const { doc } = await staff(payload, 'leaving@staff.test')
    await rest(
      'POST',
      '/users/login',
      { headers: { 'User-Agent': firefox } },
      {
        email: 'leaving@staff.test',
        password,
      },
    )
    const where = { accountCollection: { equals: 'users' }, accountId: { equals: String(doc.id) } }
    const count = async (collection: 'account-sessions' | 'account-devices') =>
      (await payload.count({ collection, where, overrideAccess: true })).totalDocs
    expect(await count('account-sessions')).toBeGreaterThan(0)
    expect(await count('account-devices')).toBe(1)
    await payload.delete({ collection: 'users', id: doc.id, overrideAccess: true })
    expect(await count('account-sessions')).toBe(0)
    expect(await count('account-devices')).toBe(0)
  })
})
