import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SecondStepRequired } from '@/accounts/twoStep'
import { isEncrypted } from '@/security/crypto'

import { bootControl, gql, password, rest, type Auth } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { codeAt, previousStepCode } from '../helpers/totp'

/**
 * Two-step sign-in (TOTP and recovery codes) of customers and staff, attacked through every path:
 * GraphQL, REST and the Local API. Codes are computed here from the secret the set-up answered.
 * The log-in limits run unmultiplied, so the lock-out is the product's own (5 failed attempts
 * per client address + account); each test signs in from an address of its own.
 */
let started: TestPayload
let payload: Payload

beforeAll(async () => {
  started = await bootControl({ RATE_LIMIT_MULTIPLIER: '1' })
  payload = started.payload
})

afterAll(async () => {
  await started?.stop()
})

let addresses = 0
/** A client address no other test uses (the log-in limits count per address). */
const fromNewAddress = (): Auth => ({
  headers: { 'x-forwarded-for': `198.51.100.${++addresses}` },
})
const withAuth = (from: Auth, token: string): Auth => ({ ...from, token })

const tokenFrom = (setCookie: string | null) =>
  /payload-token=([^;]+)/.exec(setCookie ?? '')?.[1] ?? null

const sessionsOf = async (collection: 'customers' | 'users', id: number | string) => {
  const doc = await payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({
    collection,
    where: { id: { equals: id } },
  })
  return doc?.sessions?.length ?? 0
}

let accounts = 0
async function newCustomer() {
  const email = `two-step-${++accounts}@customers.test`
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password, _verified: true, locale: 'en' } as never,
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password } })
  return { email, id: doc.id, auth: withAuth(fromNewAddress(), token!) }
}

async function newStaff(role: 'admin' | 'editor' = 'editor') {
  const email = `two-step-${++accounts}@staff.test`
  const doc = await payload.create({
    collection: 'users',
    data: { email, password, role } as never,
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { email, id: doc.id, auth: withAuth(fromNewAddress(), token!) }
}

/**
 * Turns a customer's two-step sign-in on through GraphQL, confirmed with the previous step's code
 * (so this step's and the next one's stay free for the test). Returns the secret and the codes.
 */
async function enableForCustomer(auth: Auth) {
  const started = await gql(`mutation { startTwoStepSetUp { secret uri qrSvg } }`, {}, auth)
  expect(started.body.errors).toBeUndefined()
  const { secret } = started.body.data.startTwoStepSetUp
  const confirmed = await gql(
    `mutation($code: String!) { confirmTwoStep(code: $code) }`,
    { code: await previousStepCode(secret) },
    auth,
  )
  expect(confirmed.body.errors).toBeUndefined()
  return { secret: secret as string, recoveryCodes: confirmed.body.data.confirmTwoStep as string[] }
}

async function enableForStaff(auth: Auth) {
  const setUp = await rest('POST', '/users/two-step/set-up', auth, {})
  expect(setUp.status).toBe(200)
  const { secret } = setUp.body
  const confirmed = await rest('POST', '/users/two-step/confirm', auth, {
    code: await previousStepCode(secret),
  })
  expect(confirmed.status).toBe(200)
  return { secret: secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] }
}

const logInMutation = `mutation($e: String!, $p: String!) { logInCustomer(email: $e, password: $p) }`
const codeMutation = `mutation($t: String!, $c: String!) { logInCustomerWithCode(ticket: $t, code: $c) }`

/** The customer's password log-in, which must stop at the second step: its ticket. */
async function customerTicket(email: string, from: Auth) {
  const answer = await gql(logInMutation, { e: email, p: password }, from)
  expect(answer.body.errors?.[0]?.message).toBe('secondStepRequired')
  expect(answer.headers.get('set-cookie')).toBeNull()
  return answer.body.errors[0].extensions.data.ticket as string
}

const sendCode = (ticket: string, code: string, from: Auth) =>
  gql(codeMutation, { t: ticket, c: code }, from)

describe('set-up', () => {
  it('shows a new secret as otpauth URI and QR code, and turns on with the first correct code only', async () => {
    const { email, auth } = await newCustomer()
    const started = await gql(`mutation { startTwoStepSetUp { secret uri qrSvg } }`, {}, auth)
    const { secret, uri, qrSvg } = started.body.data.startTwoStepSetUp
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(uri.startsWith(`otpauth://totp/Unbound:${encodeURIComponent(email)}?`)).toBe(true)
    const parsed = new URL(uri)
    expect(parsed.searchParams.get('issuer')).toBe('Unbound')
    expect(parsed.searchParams.get('secret')).toBe(secret)
    expect(qrSvg).toMatch(/^<svg/)

    const wrong = await gql(
      `mutation($code: String!) { confirmTwoStep(code: $code) }`,
      { code: codeAt(secret) === '000000' ? '111111' : '000000' },
      auth,
    )
    expect(wrong.body.errors[0].message).toBe('codeInvalid')
    expect((await gql(`{ myTwoStep { enabled } }`, {}, auth)).body.data.myTwoStep.enabled).toBe(
      false,
    )

    const confirmed = await gql(
      `mutation($code: String!) { confirmTwoStep(code: $code) }`,
      { code: codeAt(secret) },
      auth,
    )
    const codes = confirmed.body.data.confirmTwoStep as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
    expect((await gql(`{ myTwoStep { enabled recoveryCodesLeft } }`, {}, auth)).body.data).toEqual({
      myTwoStep: { enabled: true, recoveryCodesLeft: 10 },
    })
  })

  it('keeps the secret encrypted and the recovery codes hashed, readable through no API', async () => {
    const { id, auth } = await newCustomer()
    const { secret, recoveryCodes } = await enableForCustomer(auth)
    const [row] = (
      await payload.find({
        collection: 'two-step-factors',
        where: { account: { equals: `customers:${id}` } },
        overrideAccess: true,
      })
    ).docs
    expect(isEncrypted(row!.secret)).toBe(true)
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(secret)
    for (const code of recoveryCodes) expect(stored).not.toContain(code)

    const admin = await newStaff('admin')
    for (const who of [admin.auth, auth]) {
      const list = await rest('GET', '/two-step-factors', who)
      expect(list.status).toBe(403)
      expect(list.text).not.toContain(secret)
      const one = await rest('GET', `/two-step-factors/${row!.id}`, who)
      expect([403, 404]).toContain(one.status)
      const graph = await gql(`{ TwoStepFactors { docs { secret } } }`, {}, who)
      expect(graph.body.errors?.length).toBeGreaterThan(0)
      expect(graph.text).not.toContain(secret)
      const me = await rest('GET', '/customers/me', who)
      expect(me.text).not.toContain(secret)
    }
    const account = await rest('GET', `/customers/${id}?depth=0`, admin.auth)
    expect(account.status).toBe(200)
    expect(account.text).not.toContain(secret)
  })
})

describe('the second step of customers', () => {
  it('gives no session for the password alone, on GraphQL and the Local API', async () => {
    const { email, id, auth } = await newCustomer()
    await enableForCustomer(auth)
    const before = await sessionsOf('customers', id)
    await customerTicket(email, fromNewAddress())
    await expect(
      payload.login({ collection: 'customers', data: { email, password } }),
    ).rejects.toBeInstanceOf(SecondStepRequired)
    // Payload revoked the session its log-in had added before the hook refused.
    expect(await sessionsOf('customers', id)).toBe(before)
    const closedRest = await rest('POST', '/customers/login', fromNewAddress(), {
      email,
      password,
    })
    expect(closedRest.status).toBe(404)
    expect(closedRest.headers.get('set-cookie')).toBeNull()
  })

  it('signs in with the password and the current code, and a code accepted once fails again', async () => {
    const { email, auth } = await newCustomer()
    const { secret } = await enableForCustomer(auth)
    const from = fromNewAddress()
    const code = codeAt(secret)
    const done = await sendCode(await customerTicket(email, from), code, from)
    expect(done.body.errors).toBeUndefined()
    const token = tokenFrom(done.headers.get('set-cookie'))
    expect(token).toBeTruthy()
    const me = await gql(`{ myTwoStep { enabled } }`, {}, withAuth(from, token!))
    expect(me.body.data.myTwoStep.enabled).toBe(true)

    // The same code again, with a new ticket and within its window: refused.
    const replay = await sendCode(await customerTicket(email, from), code, from)
    expect(replay.body.errors[0].message).toBe('codeInvalid')
    expect(replay.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a code of an older window, a ticket used once, a forged ticket and a staff ticket', async () => {
    const { email, auth } = await newCustomer()
    const { secret } = await enableForCustomer(auth)
    const from = fromNewAddress()
    const ticket = await customerTicket(email, from)
    const old = await sendCode(ticket, codeAt(secret, -3), from)
    expect(old.body.errors[0].message).toBe('codeInvalid')

    const done = await sendCode(ticket, codeAt(secret), from)
    expect(done.body.errors).toBeUndefined()
    const again = await sendCode(ticket, codeAt(secret, 1), from)
    expect(again.body.errors[0].message).toBe('ticketInvalid')

    const [body, mac] = (await customerTicket(email, from)).split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 3_600_000 })).toString(
      'base64url',
    )
    const refused = await sendCode(`${forged}.${mac}`, codeAt(secret, 1), from)
    expect(refused.body.errors[0].message).toBe('ticketInvalid')

    const staffMember = await newStaff()
    const { secret: staffSecret } = await enableForStaff(staffMember.auth)
    const staffLogin = await rest('POST', '/users/login', fromNewAddress(), {
      email: staffMember.email,
      password,
    })
    const crossed = await sendCode(staffLogin.body.errors[0].data.ticket, codeAt(staffSecret), from)
    expect(crossed.body.errors[0].message).toBe('ticketInvalid')
    expect(crossed.headers.get('set-cookie')).toBeNull()
  })

  it('takes each recovery code once', async () => {
    const { email, auth } = await newCustomer()
    const { recoveryCodes } = await enableForCustomer(auth)
    const from = fromNewAddress()
    const [first] = recoveryCodes
    const used = await sendCode(await customerTicket(email, from), first!.toUpperCase(), from)
    expect(used.body.errors).toBeUndefined()
    expect(tokenFrom(used.headers.get('set-cookie'))).toBeTruthy()
    const token = tokenFrom(used.headers.get('set-cookie'))!
    expect(
      (await gql(`{ myTwoStep { recoveryCodesLeft } }`, {}, withAuth(from, token))).body.data
        .myTwoStep.recoveryCodesLeft,
    ).toBe(9)

    const twice = await sendCode(await customerTicket(email, from), first!, from)
    expect(twice.body.errors[0].message).toBe('codeInvalid')
    expect(twice.headers.get('set-cookie')).toBeNull()
  })

  it('locks the address + account pair out after repeated wrong codes, the right code included', async () => {
    const { email, auth } = await newCustomer()
    const { secret } = await enableForCustomer(auth)
    const from = fromNewAddress()
    const ticket = await customerTicket(email, from)
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456'
    const answers: string[] = []
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push((await sendCode(ticket, wrong, from)).body.errors[0].message)
    // The password counted once, four wrong codes fill the five attempts, then 429.
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('codeInvalid'))
    expect(answers.slice(4)).toEqual(['tooManyRequests', 'tooManyRequests'])
    const right = await sendCode(ticket, codeAt(secret), from)
    expect(right.body.errors[0].message).toBe('tooManyRequests')
    expect(right.headers.get('set-cookie')).toBeNull()
  })

  it('ends a pending sign-in after five wrong codes, even from changing addresses', async () => {
    const { email, auth } = await newCustomer()
    const { secret } = await enableForCustomer(auth)
    const ticket = await customerTicket(email, fromNewAddress())
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456'
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await sendCode(ticket, wrong, fromNewAddress())).body.errors[0].message).toBe(
        'codeInvalid',
      )
    const right = await sendCode(ticket, codeAt(secret), fromNewAddress())
    expect(right.body.errors[0].message).toBe('ticketInvalid')
    expect(right.headers.get('set-cookie')).toBeNull()
  })

  it('turns off and gives new recovery codes only with a current or recovery code', async () => {
    const { email, auth } = await newCustomer()
    const { secret, recoveryCodes } = await enableForCustomer(auth)
    const disable = `mutation($code: String!) { disableTwoStep(code: $code) }`
    const regenerate = `mutation($code: String!) { regenerateRecoveryCodes(code: $code) }`
    expect((await gql(disable, { code: '000000' }, auth)).body.errors[0].message).toBe(
      'codeInvalid',
    )
    const fresh = await gql(regenerate, { code: recoveryCodes[0]! }, auth)
    const next = fresh.body.data.regenerateRecoveryCodes as string[]
    expect(next).toHaveLength(10)
    expect((await gql(disable, { code: recoveryCodes[1]! }, auth)).body.errors[0].message).toBe(
      'codeInvalid',
    )
    expect((await gql(disable, { code: codeAt(secret) }, auth)).body.data.disableTwoStep).toBe(true)
    const plain = await gql(logInMutation, { e: email, p: password }, fromNewAddress())
    expect(plain.body.errors).toBeUndefined()
    expect(tokenFrom(plain.headers.get('set-cookie'))).toBeTruthy()
  })

  it('refuses the set-up operations to visitors and staff', async () => {
    const staffMember = await newStaff()
    for (const who of [fromNewAddress(), staffMember.auth]) {
      const answer = await gql(`mutation { startTwoStepSetUp { secret } }`, {}, who)
      expect(answer.body.errors[0].message).toBe('unauthorised')
    }
  })
})

describe('the second step of staff', () => {
  it('gives no session for the password alone on REST, GraphQL and the Local API', async () => {
    const { email, id, auth } = await newStaff()
    await enableForStaff(auth)
    const before = await sessionsOf('users', id)
    const restLogin = await rest('POST', '/users/login', fromNewAddress(), { email, password })
    expect(restLogin.status).toBe(401)
    expect(restLogin.body.token).toBeUndefined()
    expect(restLogin.headers.get('set-cookie')).toBeNull()
    expect(restLogin.body.errors[0]).toMatchObject({
      message: 'secondStepRequired',
      data: { step: 'code' },
    })
    const graphLogin = await gql(
      `mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token } }`,
      { e: email, p: password },
      fromNewAddress(),
    )
    expect(graphLogin.body.data?.loginUser?.token).toBeFalsy()
    expect(graphLogin.body.errors[0].message).toBe('secondStepRequired')
    expect(graphLogin.headers.get('set-cookie')).toBeNull()
    await expect(
      payload.login({ collection: 'users', data: { email, password } }),
    ).rejects.toBeInstanceOf(SecondStepRequired)
    expect(await sessionsOf('users', id)).toBe(before)
  })

  it('signs in with the code, refuses it again and refuses old windows', async () => {
    const { email, auth } = await newStaff()
    const { secret } = await enableForStaff(auth)
    const from = fromNewAddress()
    const ticketOf = async () =>
      (await rest('POST', '/users/login', from, { email, password })).body.errors[0].data
        .ticket as string
    const ticket = await ticketOf()
    const old = await rest('POST', '/users/two-step/sign-in', from, {
      ticket,
      code: codeAt(secret, -3),
    })
    expect(old.status).toBe(401)
    expect(old.body.errors[0].message).toBe('codeInvalid')
    const code = codeAt(secret)
    const done = await rest('POST', '/users/two-step/sign-in', from, { ticket, code })
    expect(done.status).toBe(200)
    const token = tokenFrom(done.headers.get('set-cookie'))
    const me = await rest('GET', '/users/me', withAuth(from, token!))
    expect(me.body.user.email).toBe(email)
    const replay = await rest('POST', '/users/two-step/sign-in', from, {
      ticket: await ticketOf(),
      code,
    })
    expect(replay.body.errors[0].message).toBe('codeInvalid')
    expect(replay.headers.get('set-cookie')).toBeNull()
  })

  it('locks out after repeated wrong codes, the right code included', async () => {
    const { email, auth } = await newStaff()
    const { secret } = await enableForStaff(auth)
    const from = fromNewAddress()
    const login = await rest('POST', '/users/login', from, { email, password })
    const { ticket } = login.body.errors[0].data
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push(
        (await rest('POST', '/users/two-step/sign-in', from, { ticket, code: wrong })).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 429])
    const right = await rest('POST', '/users/two-step/sign-in', from, {
      ticket,
      code: codeAt(secret),
    })
    expect(right.status).toBe(429)
    expect(right.headers.get('set-cookie')).toBeNull()
  })
})

describe('password resets', () => {
  it('keep the new password of an account with two-step sign-in but open no session', async () => {
    const person = await newCustomer()
    const { secret } = await enableForCustomer(person.auth)
    const newPassword = 'a-brand-new-password'
    const reset = async (collection: 'customers' | 'users', email: string) =>
      payload.forgotPassword({ collection, data: { email }, disableEmail: true })
    const customerToken = await reset('customers', person.email)
    const done = await gql(
      `mutation($t: String!, $p: String!) { resetCustomerPassword(token: $t, password: $p) }`,
      { t: customerToken, p: newPassword },
      fromNewAddress(),
    )
    expect(done.body.errors).toBeUndefined()
    expect(tokenFrom(done.headers.get('set-cookie'))).toBeNull()
    expect(await sessionsOf('customers', person.id)).toBe(0)
    const from = fromNewAddress()
    const ticket = (await gql(logInMutation, { e: person.email, p: newPassword }, from)).body
      .errors[0].extensions.data.ticket
    expect((await sendCode(ticket, codeAt(secret), from)).body.errors).toBeUndefined()

    const member = await newStaff()
    await enableForStaff(member.auth)
    const staffToken = await reset('users', member.email)
    const before = await sessionsOf('users', member.id)
    const staffReset = await rest('POST', '/users/reset-password', fromNewAddress(), {
      token: staffToken,
      password: newPassword,
    })
    expect(staffReset.status).toBe(200)
    expect(staffReset.body.token).toBeUndefined()
    const cookieToken = tokenFrom(staffReset.headers.get('set-cookie'))
    const me = await rest('GET', '/users/me', { ...fromNewAddress(), token: cookieToken ?? 'x' })
    expect(me.body.user).toBeNull()
    expect(await sessionsOf('users', member.id)).toBeLessThanOrEqual(before)
    const login = await rest('POST', '/users/login', fromNewAddress(), {
      email: member.email,
      password: newPassword,
    })
    expect(login.body.errors[0].message).toBe('secondStepRequired')
  })
})

describe('the staff policy', () => {
  const policy = (auth: Auth, requireSecondFactor: boolean) =>
    rest('POST', '/globals/staff-sign-in', auth, { requireSecondFactor })

  it('keeps staff without a second factor out of the admin APIs until they set one up', async () => {
    const admin = await newStaff('admin')
    const editor = await newStaff('editor')
    const editorToken = editor.auth
    expect((await rest('GET', '/users/me', editorToken)).body.user?.email).toBe(editor.email)

    // Off by default; an admin without a second factor cannot require one.
    expect((await rest('GET', '/globals/staff-sign-in', admin.auth)).body.requireSecondFactor).toBe(
      false,
    )
    expect((await policy(admin.auth, true)).status).toBe(400)
    expect((await policy(editor.auth, true)).status).toBe(403)
    await enableForStaff(admin.auth)
    expect((await policy(admin.auth, true)).status).toBe(200)

    // The editor's open session ended: REST and GraphQL answer as to a visitor.
    expect((await rest('GET', '/users/me', editorToken)).body.user).toBeNull()
    expect((await rest('GET', `/users/${editor.id}`, editorToken)).status).toBe(403)
    const pages = await rest('GET', '/pages?draft=true&depth=0', editorToken)
    expect(pages.body.docs?.every((doc: any) => doc._status === 'published')).toBe(true)
    const graphMe = await gql(`{ meUser { user { email } } }`, {}, editorToken)
    expect(graphMe.body.data.meUser.user).toBeNull()
    const graphUsers = await gql(`{ Users { docs { email } } }`, {}, editorToken)
    expect(graphUsers.body.data?.Users).toBeFalsy()
    expect(graphUsers.body.errors?.length).toBeGreaterThan(0)

    // The password alone opens nothing, on REST, GraphQL and the Local API: a set-up ticket instead.
    const from = fromNewAddress()
    const restLogin = await rest('POST', '/users/login', from, { email: editor.email, password })
    expect(restLogin.status).toBe(401)
    expect(restLogin.headers.get('set-cookie')).toBeNull()
    expect(restLogin.body.errors[0].data.step).toBe('setUp')
    const graphLogin = await gql(
      `mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token } }`,
      { e: editor.email, p: password },
      fromNewAddress(),
    )
    expect(graphLogin.body.data?.loginUser?.token).toBeFalsy()
    expect(graphLogin.body.errors[0].message).toBe('secondStepRequired')
    await expect(
      payload.login({ collection: 'users', data: { email: editor.email, password } }),
    ).rejects.toBeInstanceOf(SecondStepRequired)
    // A set-up ticket is no sign-in ticket.
    const { ticket } = restLogin.body.errors[0].data
    const asCode = await rest('POST', '/users/two-step/sign-in', from, { ticket, code: '000000' })
    expect(asCode.body.errors[0].message).toBe('ticketInvalid')

    // Setting the authenticator up with the ticket opens the session.
    const setUp = await rest('POST', '/users/two-step/set-up', from, { ticket })
    expect(setUp.status).toBe(200)
    const confirmed = await rest('POST', '/users/two-step/confirm', from, {
      ticket,
      code: codeAt(setUp.body.secret),
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.recoveryCodes).toHaveLength(10)
    const token = tokenFrom(confirmed.headers.get('set-cookie'))!
    const signedIn = withAuth(from, token)
    expect((await rest('GET', '/users/me', signedIn)).body.user.email).toBe(editor.email)
    const graphAfter = await gql(`{ meUser { user { email } } }`, {}, signedIn)
    expect(graphAfter.body.data.meUser.user.email).toBe(editor.email)
    // Nor can it be turned off while the policy stands.
    const off = await rest('POST', '/users/two-step/disable', signedIn, {
      code: codeAt(setUp.body.secret, 1),
    })
    expect(off.status).toBe(403)
    expect(off.body.errors[0].message).toBe('twoStepRequiredByPolicy')

    expect((await policy(admin.auth, false)).status).toBe(200)
  })

  it("keeps a staff member's last passkey while it stands and the authenticator app is off", async () => {
    const admin = await newStaff('admin')
    await enableForStaff(admin.auth)
    const editor = await newStaff('editor')
    const passkey = await payload.create({
      collection: 'passkeys',
      data: {
        accountCollection: 'users',
        account: String(editor.id),
        credentialId: `credential-${editor.id}`,
        publicKey: 'public-key',
        counter: 0,
        name: 'Laptop',
      },
      overrideAccess: true,
    })
    expect((await policy(admin.auth, true)).status).toBe(200)
    const remove = () =>
      gql(
        'mutation($id: ID!, $p: String) { removePasskey(id: $id, password: $p) }',
        { id: String(passkey.id), p: password },
        editor.auth,
      )
    // The passkey is the editor's second factor: the session stayed, the removal is refused.
    expect((await rest('GET', '/users/me', editor.auth)).body.user?.email).toBe(editor.email)
    expect((await remove()).body.errors?.[0]?.message).toBe('lastStaffFactor')
    expect(
      await payload.count({ collection: 'passkeys', where: { id: { equals: passkey.id } } }),
    ).toMatchObject({ totalDocs: 1 })

    expect((await policy(admin.auth, false)).status).toBe(200)
    expect((await remove()).body.data).toEqual({ removePasskey: true })
  })
})
