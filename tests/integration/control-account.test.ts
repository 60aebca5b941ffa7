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

/** The account page's operations: each for the signed-in customer only, each refusal changing nothing. */
let smtp: MailSink
let started: TestPayload
let payload: Payload
let admin: { auth: Auth }

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
  admin = await staff(payload, 'admin@account.test')
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.text.includes(address))
const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message

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

const stored = async (id: number | string) =>
  (await payload.findByID({
    collection: 'customers',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })) as (Customer & { hash?: string }) | null

const signedIn = async (auth: Auth) => (await rest('GET', '/customers/me', auth)).body?.user?.id

const logIn = (email: string, pass: string) =>
  gql(`mutation($e: String!, $p: String!) { logInCustomer(email: $e, password: $p) }`, {
    e: email,
    p: pass,
  })

const updateAccount = `mutation($name: String!, $locale: String!) { updateMyAccount(name: $name, locale: $locale) { id email name locale } }`
const changePassword = `mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }`
const requestChange = `mutation($e: String!, $p: String!) { requestEmailChange(email: $e, currentPassword: $p) }`
const confirmChange = `mutation($t: String!) { confirmEmailChange(token: $t) { email } }`
const deleteAccount = `mutation($p: String!, $orgs: [ID!]!) { deleteMyAccount(password: $p, confirmOrganisations: $orgs) }`

describe('name and language', () => {
  it('lets the customer change their own, and refuses staff, anonymous and bad input', async () => {
    const own = await customer(payload, 'profile@account.test')
    const other = await customer(payload, 'other-profile@account.test')
    const result = await gql(updateAccount, { name: 'Petra Profil', locale: 'de-CH' }, own.auth)
    expect(result.body.errors).toBeUndefined()
    expect(result.body.data.updateMyAccount).toMatchObject({
      name: 'Petra Profil',
      locale: 'de-CH',
    })

    const attempt = { name: 'Hijacked', locale: 'en' }
    expect(errorOf(await gql(updateAccount, attempt))).toBe('unauthorised')
    expect(errorOf(await gql(updateAccount, attempt, admin.auth))).toBe('unauthorised')
    expect(errorOf(await gql(updateAccount, { name: 'X', locale: 'fr' }, own.auth))).toBe(
      'localeInvalid',
    )
    // Another customer's account stays out of reach over REST and generic GraphQL.
    expect((await rest('PATCH', `/customers/${own.doc.id}`, other.auth, attempt)).status).toBe(403)
    const generic = await gql(
      `mutation { updateCustomer(id: ${own.doc.id}, data: { name: "Hijacked" }) { id } }`,
      {},
      other.auth,
    )
    expect(generic.body.errors?.length).toBeGreaterThan(0)
    expect(await stored(own.doc.id)).toMatchObject({ name: 'Petra Profil', locale: 'de-CH' })
  })
})

describe('password', () => {
  it('needs the current password; every other session ends, this one stays', async () => {
    const own = await customer(payload, 'password@account.test')
    const second = await payload.login({
      collection: 'customers',
      data: { email: 'password@account.test', password },
    })
    const secondAuth: Auth = { token: second.token! }
    expect(await signedIn(secondAuth)).toBe(own.doc.id)
    const hashBefore = (await stored(own.doc.id))?.hash

    const next = 'a-new-long-passphrase'
    expect(errorOf(await gql(changePassword, { c: 'wrong-password!', n: next }, own.auth))).toBe(
      'wrongPassword',
    )
    expect(errorOf(await gql(changePassword, { c: password, n: next }))).toBe('unauthorised')
    expect(errorOf(await gql(changePassword, { c: password, n: next }, admin.auth))).toBe(
      'unauthorised',
    )
    expect(errorOf(await gql(changePassword, { c: password, n: 'short' }, own.auth))).toBe(
      'passwordTooShort',
    )
    // The generic update still refuses a password without the current one.
    expect(
      (await rest('PATCH', `/customers/${own.doc.id}`, own.auth, { password: next })).status,
    ).toBe(403)
    expect((await stored(own.doc.id))?.hash).toBe(hashBefore)
    expect(await signedIn(secondAuth)).toBe(own.doc.id)

    const result = await gql(changePassword, { c: password, n: next }, own.auth)
    expect(result.body.errors).toBeUndefined()
    expect(await signedIn(own.auth)).toBe(own.doc.id)
    expect(await signedIn(secondAuth)).toBeUndefined()
    expect(errorOf(await logIn('password@account.test', password))).toBe('loginFailed')
    expect((await logIn('password@account.test', next)).body.data.logInCustomer).toBe(true)
  })
})

describe('e-mail address', () => {
  let own: Awaited<ReturnType<typeof customer>>
  const tokenIn = (text: string | undefined) => /emailToken=([\w-]+)/.exec(text ?? '')?.[1] ?? ''

  beforeAll(async () => {
    own = await customer(payload, 'old@account.test', { locale: 'de-CH' })
  })

  it('refuses a wrong password, staff and anonymous visitors: nothing stored, no e-mail', async () => {
    const input = { e: 'new@account.test', p: password }
    expect(errorOf(await gql(requestChange, { ...input, p: 'wrong-password!' }, own.auth))).toBe(
      'wrongPassword',
    )
    expect(errorOf(await gql(requestChange, input))).toBe('unauthorised')
    expect(errorOf(await gql(requestChange, input, admin.auth))).toBe('unauthorised')
    await runQueue()
    expect((await stored(own.doc.id))?.pendingEmail ?? null).toBeNull()
    expect(mailsTo('new@account.test')).toHaveLength(0)
    expect(mailsTo('old@account.test')).toHaveLength(0)
  })

  it('mails the link to the new address and a notice to the old; only the customer opens it, once', async () => {
    const result = await gql(requestChange, { e: 'New@Account.test', p: password }, own.auth)
    expect(result.body.data.requestEmailChange).toBe(true)
    await runQueue()
    const notice = await smtp.waitFor(
      (mail) => mail.to !== undefined && mailsTo('old@account.test').includes(mail),
    )
    expect(notice.subject).toBe('Die E-Mail-Adresse Ihres Unbound-Kontos soll geändert werden')
    expect(notice.text).toContain('new@account.test')
    const confirmation = await smtp.waitFor((mail) => mailsTo('new@account.test').includes(mail))
    expect(confirmation.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse')
    const token = tokenIn(confirmation.text)
    expect(confirmation.text).toContain('http://control.test/de/control/account?emailToken=')
    const pending = await stored(own.doc.id)
    expect(pending?.pendingEmailTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(pending?.pendingEmailTokenHash).not.toContain(token)

    const other = await customer(payload, 'thief@account.test')
    expect(errorOf(await gql(confirmChange, { t: token }, other.auth))).toBe('invalidToken')
    expect(errorOf(await gql(confirmChange, { t: token }))).toBe('unauthorised')
    expect(errorOf(await gql(confirmChange, { t: token }, admin.auth))).toBe('unauthorised')
    expect((await stored(other.doc.id))?.email).toBe('thief@account.test')
    expect((await stored(own.doc.id))?.email).toBe('old@account.test')

    const confirmed = await gql(confirmChange, { t: token }, own.auth)
    expect(confirmed.body.data.confirmEmailChange.email).toBe('new@account.test')
    expect(await signedIn(own.auth)).toBe(own.doc.id)
    expect(errorOf(await gql(confirmChange, { t: token }, own.auth))).toBe('invalidToken')
    expect((await logIn('new@account.test', password)).body.data.logInCustomer).toBe(true)
  })

  it('refuses an expired link', async () => {
    await gql(requestChange, { e: 'later@account.test', p: password }, own.auth)
    await runQueue()
    const mail = await smtp.waitFor((sent) => mailsTo('later@account.test').includes(sent))
    await payload.update({
      collection: 'customers',
      id: own.doc.id,
      data: { pendingEmailExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(errorOf(await gql(confirmChange, { t: tokenIn(mail.text) }, own.auth))).toBe(
      'invalidToken',
    )
    expect((await stored(own.doc.id))?.email).toBe('new@account.test')
  })

  it('answers alike for an address another account has, which gets a note and no link', async () => {
    await customer(payload, 'taken@account.test', { locale: 'en' })
    const before = mailsTo('taken@account.test').length
    const result = await gql(requestChange, { e: 'taken@account.test', p: password }, own.auth)
    expect(result.body.errors).toBeUndefined()
    expect(result.body.data.requestEmailChange).toBe(true)
    await runQueue()
    const note = await smtp.waitFor(
      (mail) =>
        mailsTo('taken@account.test').length > before && mail.subject === 'Your Unbound account',
    )
    expect(note.text).not.toContain('emailToken')
    expect(mailsTo('taken@account.test')).toHaveLength(before + 1)
    expect((await stored(own.doc.id))?.pendingEmailTokenHash ?? null).toBeNull()
    expect((await stored(own.doc.id))?.email).toBe('new@account.test')
  })
})

describe('download my data', () => {
  it('is a JSON file of the own account, organisations and engines, without secrets', async () => {
    const own = await customer(payload, 'data@account.test', { name: 'Dana Data' })
    const org = (
      await gql('mutation { createMyOrganisation(name: "Data AG") { id } }', {}, own.auth)
    ).body.data.createMyOrganisation.id
    await gql(
      `mutation($o: ID!) { inviteMember(organisation: $o, email: "guest@account.test") }`,
      { o: org },
      own.auth,
    )
    const launched = await gql(
      launchMutation,
      {
        input: {
          organisation: org,
          shopName: 'Data Shop',
          recipientEmail: 'orders@data.test',
          smtpHost: 'mail.example.com',
          smtpUser: 'shop',
          smtpPassword: 'very-secret-smtp-password',
          smtpPort: '587',
        },
      },
      own.auth,
    )
    expect(launched.body.errors).toBeUndefined()

    const result = await rest('GET', '/customers/account-data', own.auth)
    expect(result.status).toBe(200)
    expect(result.headers.get('content-disposition')).toMatch(
      /^attachment; filename="unbound-account-/,
    )
    expect(result.body.account).toMatchObject({ email: 'data@account.test', name: 'Dana Data' })
    expect(result.body.organisations).toEqual([
      expect.objectContaining({ id: String(org), name: 'Data AG', role: 'owner' }),
    ])
    expect(result.body.instances).toEqual([
      expect.objectContaining({ shopName: 'Data Shop', smtpPasswordSet: true }),
    ])
    expect(result.body.invitationsSent).toEqual([
      expect.objectContaining({ email: 'guest@account.test' }),
    ])
    for (const secret of [
      'very-secret-smtp-password',
      'enc:v1',
      '"hash"',
      '"salt"',
      'tokenHash',
      'sessions',
    ])
      expect(result.text).not.toContain(secret)

    expect((await rest('GET', '/customers/account-data')).status).toBe(401)
    expect((await rest('GET', '/customers/account-data', admin.auth)).status).toBe(401)
    const stranger = await customer(payload, 'stranger-data@account.test')
    const theirs = await rest('GET', '/customers/account-data', stranger.auth)
    expect(theirs.body.account.email).toBe('stranger-data@account.test')
    expect(theirs.text).not.toContain('Data AG')
  })
})

describe('delete my account', () => {
  it('needs the password and the list of owned organisations; deletes them with their engines', async () => {
    const own = await customer(payload, 'leaving@account.test', { locale: 'en' })
    const other = await customer(payload, 'staying@account.test')
    const ownOrg = (
      await gql('mutation { createMyOrganisation(name: "Leaving AG") { id } }', {}, own.auth)
    ).body.data.createMyOrganisation.id
    const otherOrg = (
      await gql('mutation { createMyOrganisation(name: "Staying AG") { id } }', {}, other.auth)
    ).body.data.createMyOrganisation.id
    await payload.update({
      collection: 'organisations',
      id: Number(otherOrg),
      data: {
        members: [
          { customer: other.doc.id as number, role: 'owner' },
          { customer: own.doc.id as number, role: 'member' },
        ],
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'organisations',
      id: Number(ownOrg),
      data: {
        members: [
          { customer: own.doc.id as number, role: 'owner' },
          { customer: other.doc.id as number, role: 'member' },
        ],
      },
      overrideAccess: true,
    })
    const engine = (
      await gql(
        launchMutation,
        { input: { organisation: ownOrg, shopName: 'Leaving Shop', recipientEmail: 'o@l.test' } },
        own.auth,
      )
    ).body.data.launchEngineInstance
    const statusOf = async () =>
      (
        await payload.findByID({
          collection: 'engine-instances',
          id: Number(engine.id),
          overrideAccess: true,
          disableErrors: true,
        })
      )?.status

    // A launching engine cannot be deleted yet.
    expect(errorOf(await gql(deleteAccount, { p: password, orgs: [ownOrg] }, own.auth))).toBe(
      'enginesBusy',
    )
    await runJobsUntil(payload, async () => (await statusOf()) === 'running')
    await runQueue()
    const mailsBefore = mailsTo('leaving@account.test').length

    expect(
      errorOf(await gql(deleteAccount, { p: 'wrong-password!', orgs: [ownOrg] }, own.auth)),
    ).toBe('wrongPassword')
    expect(errorOf(await gql(deleteAccount, { p: password, orgs: [ownOrg] }))).toBe('unauthorised')
    expect(errorOf(await gql(deleteAccount, { p: password, orgs: [] }, admin.auth))).toBe(
      'unauthorised',
    )
    const unconfirmed = await gql(deleteAccount, { p: password, orgs: [] }, own.auth)
    expect(errorOf(unconfirmed)).toBe('confirmOrganisations')
    expect(unconfirmed.body.errors[0].extensions.data.organisations).toEqual([
      { id: String(ownOrg), name: 'Leaving AG' },
    ])
    // Another customer's organisation is not the account's to delete.
    expect(
      errorOf(await gql(deleteAccount, { p: password, orgs: [ownOrg, otherOrg] }, own.auth)),
    ).toBe('confirmOrganisations')
    // REST and generic GraphQL deletes of customers stay with admins.
    expect((await rest('DELETE', `/customers/${own.doc.id}`, own.auth)).status).toBe(403)
    expect((await rest('DELETE', `/customers/${own.doc.id}`, other.auth)).status).toBe(403)
    expect((await stored(own.doc.id))?.email).toBe('leaving@account.test')
    expect(await statusOf()).toBe('running')
    expect(await signedIn(own.auth)).toBe(own.doc.id)

    const result = await gql(deleteAccount, { p: password, orgs: [ownOrg] }, own.auth)
    expect(result.body.errors).toBeUndefined()
    expect(result.headers.get('set-cookie')).toMatch(
      /payload-token=;.*Expires=Thu, 01 Jan 1970|payload-token=;/,
    )
    expect(await signedIn(own.auth)).toBeUndefined()
    expect(errorOf(await logIn('leaving@account.test', password))).toBe('loginFailed')
    expect(await statusOf()).toBe('deleting')
    const closed = await stored(own.doc.id)
    expect(closed?.email).not.toContain('leaving')
    expect(closed?.name ?? null).toBeNull()
    // The other member no longer sees the organisation; the membership elsewhere is gone.
    expect((await rest('GET', `/organisations/${ownOrg}`, other.auth)).status).toBe(404)
    const staying = await payload.findByID({
      collection: 'organisations',
      id: Number(otherOrg),
      overrideAccess: true,
      depth: 0,
    })
    expect(staying.members?.map((member) => member.customer)).toEqual([other.doc.id])

    await runJobsUntil(payload, async () => (await stored(own.doc.id)) === null)
    expect(await statusOf()).toBeUndefined()
    expect(
      await payload.findByID({
        collection: 'organisations',
        id: Number(ownOrg),
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
    await runQueue()
    // A closed account is written to no more (no "engine deleted" e-mail).
    expect(mailsTo('leaving@account.test')).toHaveLength(mailsBefore)
  })
})

describe('engine deleted e-mail', () => {
  it('tells the owner in their language when the teardown completes', async () => {
    const own = await customer(payload, 'deleter@account.test', { locale: 'de-CH' })
    const org = (
      await gql('mutation { createMyOrganisation(name: "Loesch AG") { id } }', {}, own.auth)
    ).body.data.createMyOrganisation.id
    const engine = (
      await gql(
        launchMutation,
        { input: { organisation: org, shopName: 'Alter Laden', recipientEmail: 'o@d.test' } },
        own.auth,
      )
    ).body.data.launchEngineInstance
    const statusOf = async () =>
      (
        await payload.findByID({
          collection: 'engine-instances',
          id: Number(engine.id),
          overrideAccess: true,
        })
      ).status
    await runJobsUntil(payload, async () => (await statusOf()) === 'running')
    const removed = await gql(
      `mutation($id: ID!) { deleteInstance(id: $id, confirmShopName: "Alter Laden") { status } }`,
      { id: engine.id },
      own.auth,
    )
    expect(removed.body.errors).toBeUndefined()
    await runJobsUntil(payload, async () => (await statusOf()) === 'deleted')
    await runQueue()
    const mail = await smtp.waitFor(
      (sent) => sent.subject === 'Ihre Engine Alter Laden wurde gelöscht',
    )
    expect(mail.text).toContain(`http://control.test/de/control/instances/${engine.instanceId}`)
    await runQueue()
    expect(
      mailsTo('deleter@account.test').filter((sent) => sent.subject?.includes('gelöscht')),
    ).toHaveLength(1)
  })
})
