import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootControl, customer, gql, password, runJobsUntil, validXpub } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'
import { codeAt, previousStepCode } from '../helpers/totp'
import { SoftwareAuthenticator } from '../helpers/webauthn'

/**
 * Every custom operation at /api/graphql, called over the GraphQL route as docs/control-area.md
 * and docs/forms.md document it, with its documented arguments: the answer has the documented
 * shape (customers' scripts rely on names, arguments and results).
 */
let smtp: MailSink
let started: TestPayload
let payload: Payload

type Person = Awaited<ReturnType<typeof customer>>
let olivia: Person
let ines: Person
let max: Person

const trial = { trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString() }
const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message
const dataOf = (result: { body: { data?: Record<string, unknown>; errors?: unknown } }) => {
  expect(result.body.errors).toBeUndefined()
  return result.body.data!
}
const joinToken = (mail: ParsedMail) =>
  /\/control\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]

const instanceFields = `id instanceId shopName status subdomain releasedSubdomain adminUrl apiUrl
  failureMessage recipientEmail senderEmail defaultSender smtpHost smtpUser smtpPort
  smtpPasswordSet xpub organisation createdAt updatedAt
  services { service url state } tasks { step state message startedAt finishedAt }`
const instanceShape = {
  id: expect.any(String),
  instanceId: expect.stringMatching(/^inst-/),
  shopName: 'Velo Operations',
  status: expect.any(String),
  recipientEmail: 'orders@velo.test',
  smtpPasswordSet: false,
  xpub: validXpub,
  organisation: expect.any(String),
  services: expect.arrayContaining([
    expect.objectContaining({ service: expect.any(String), state: expect.any(String) }),
  ]),
  tasks: expect.arrayContaining([
    expect.objectContaining({ step: expect.any(String), state: expect.any(String) }),
  ]),
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  started = await bootControl({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    TRIAL_MAX_INSTANCES: '10',
  })
  payload = started.payload
  olivia = await customer(payload, 'olivia@operations.test', { name: 'Olivia', ...trial })
  ines = await customer(payload, 'ines@operations.test', trial)
  max = await customer(payload, 'max@operations.test', trial)
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

describe('the account operations', () => {
  it('signUpCustomer(email, password, name, locale): Boolean!', async () => {
    const result = await gql(
      `mutation($e: String!, $p: String!, $n: String, $l: String) {
        signUpCustomer(email: $e, password: $p, name: $n, locale: $l) }`,
      { e: 'new@operations.test', p: password, n: 'New', l: 'en' },
    )
    expect(dataOf(result)).toEqual({ signUpCustomer: true })
  })

  it('logInCustomer(email, password): Boolean! with the session cookie', async () => {
    const result = await gql(
      `mutation($e: String!, $p: String!) { logInCustomer(email: $e, password: $p) }`,
      { e: 'olivia@operations.test', p: password },
    )
    expect(dataOf(result)).toEqual({ logInCustomer: true })
    expect(result.headers.get('set-cookie')).toMatch(/payload-token=/)
  })

  it('requestPasswordReset(email, locale) and resetCustomerPassword(token, password)', async () => {
    const request = await gql(
      `mutation($e: String!, $l: String) { requestPasswordReset(email: $e, locale: $l) }`,
      { e: 'olivia@operations.test', l: 'de-CH' },
    )
    expect(dataOf(request)).toEqual({ requestPasswordReset: true })
    const reset = await gql(
      `mutation($t: String!, $p: String!) { resetCustomerPassword(token: $t, password: $p) }`,
      { t: 'not-a-token', p: 'another-long-password' },
    )
    expect(errorOf(reset)).toBe('invalidToken')
  })

  it("the account page's updateMyAccount, changeMyPassword, requestEmailChange, confirmEmailChange", async () => {
    const update = await gql(
      `mutation($n: String!, $l: String!) { updateMyAccount(name: $n, locale: $l) { id email name locale } }`,
      { n: 'Max Muster', l: 'de-CH' },
      max.auth,
    )
    expect(dataOf(update)).toEqual({
      updateMyAccount: {
        id: String(max.doc.id),
        email: 'max@operations.test',
        name: 'Max Muster',
        locale: 'de-CH',
      },
    })
    const change = await gql(
      `mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }`,
      { c: password, n: password },
      max.auth,
    )
    expect(dataOf(change)).toEqual({ changeMyPassword: true })
    const email = await gql(
      `mutation($e: String!, $c: String!) { requestEmailChange(email: $e, currentPassword: $c) }`,
      { e: 'maximilian@operations.test', c: password },
      max.auth,
    )
    expect(dataOf(email)).toEqual({ requestEmailChange: true })
    const confirm = await gql(
      `mutation($t: String!) { confirmEmailChange(token: $t) { id email name locale } }`,
      { t: 'not-the-token' },
      max.auth,
    )
    expect(errorOf(confirm)).toBe('invalidToken')
  })

  it('mySessions: [AccountSession!]!, endMySession(id): Boolean! and endMyOtherSessions: Int!', async () => {
    const sessions = dataOf(
      await gql(
        `{ mySessions { id browser os deviceType method createdAt lastSeenAt current } }`,
        {},
        max.auth,
      ),
    ).mySessions as { id: string; current: boolean }[]
    expect(sessions[0]).toMatchObject({
      id: expect.any(String),
      method: 'password',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: true,
    })
    const ended = await gql(`mutation($id: ID!) { endMySession(id: $id) }`, { id: '0' }, max.auth)
    expect(errorOf(ended)).toBe('sessionNotFound')
    expect(dataOf(await gql(`mutation { endMyOtherSessions }`, {}, max.auth))).toEqual({
      endMyOtherSessions: 0,
    })
  })

  it('myTwoStep, startTwoStepSetUp, confirmTwoStep(code), regenerateRecoveryCodes(code), disableTwoStep(code) and logInCustomerWithCode(ticket, code)', async () => {
    const person = await customer(payload, 'two-step@operations.test', trial)
    const status = `{ myTwoStep { enabled recoveryCodesLeft } }`
    expect(dataOf(await gql(status, {}, person.auth))).toEqual({
      myTwoStep: { enabled: false, recoveryCodesLeft: 0 },
    })
    const { startTwoStepSetUp: setUp } = dataOf(
      await gql(`mutation { startTwoStepSetUp { secret uri qrSvg } }`, {}, person.auth),
    ) as { startTwoStepSetUp: { secret: string; uri: string; qrSvg: string } }
    expect(setUp.uri).toMatch(/^otpauth:\/\/totp\/Unbound:/)
    const { confirmTwoStep: recovery } = dataOf(
      await gql(
        `mutation($c: String!) { confirmTwoStep(code: $c) }`,
        { c: await previousStepCode(setUp.secret) },
        person.auth,
      ),
    ) as { confirmTwoStep: string[] }
    expect(recovery).toHaveLength(10)
    const { regenerateRecoveryCodes: fresh } = dataOf(
      await gql(
        `mutation($c: String!) { regenerateRecoveryCodes(code: $c) }`,
        { c: recovery[0] },
        person.auth,
      ),
    ) as { regenerateRecoveryCodes: string[] }
    expect(fresh).toHaveLength(10)

    const logIn = await gql(
      `mutation($e: String!, $p: String!) { logInCustomer(email: $e, password: $p) }`,
      { e: 'two-step@operations.test', p: password },
    )
    expect(errorOf(logIn)).toBe('secondStepRequired')
    const ticket = (logIn.body.errors as { extensions: { data: { ticket: string } } }[])[0]!
      .extensions.data.ticket
    const second = await gql(
      `mutation($t: String!, $c: String!) { logInCustomerWithCode(ticket: $t, code: $c) }`,
      { t: ticket, c: codeAt(setUp.secret) },
    )
    expect(dataOf(second)).toEqual({ logInCustomerWithCode: true })
    expect(second.headers.get('set-cookie')).toMatch(/payload-token=/)
    expect(
      dataOf(
        await gql(
          `mutation($c: String!) { disableTwoStep(code: $c) }`,
          { c: fresh[0] },
          person.auth,
        ),
      ),
    ).toEqual({ disableTwoStep: true })
  })

  it('deleteMyAccount(password, confirmOrganisations: [ID!]!): Boolean!', async () => {
    const leaving = await customer(payload, 'leaving@operations.test', trial)
    const result = await gql(
      `mutation($p: String!, $o: [ID!]!) { deleteMyAccount(password: $p, confirmOrganisations: $o) }`,
      { p: password, o: [] },
      leaving.auth,
    )
    expect(dataOf(result)).toEqual({ deleteMyAccount: true })
  })

  it("keeps Payload's customer auth routes closed, logoutCustomer open and verifyEmailCustomer wrapped", async () => {
    const login = await gql(
      `mutation($e: String!, $p: String!) { loginCustomer(email: $e, password: $p) { token } }`,
      { e: 'olivia@operations.test', p: password },
    )
    expect(errorOf(login)).toBe('notFound')
    const verify = await gql(`mutation($t: String) { verifyEmailCustomer(token: $t) }`, {
      t: 'not-a-verification-token',
    })
    expect(errorOf(verify)).toBe('invalidToken')
    const logout = await gql(`mutation { logoutCustomer }`, {}, ines.auth)
    expect(logout.body.errors).toBeUndefined()
    ines = await customer(payload, 'ines-again@operations.test', trial)
  })
})

describe('the organisation, team and engine operations', () => {
  let org: string
  let instance: { id: string; shopName: string }

  it('createMyOrganisation(name) and renameOrganisation(id, name): ControlOrganisation!', async () => {
    const created = await gql(
      `mutation($n: String!) { createMyOrganisation(name: $n) { id name } }`,
      { n: 'Velo' },
      olivia.auth,
    )
    org = (dataOf(created).createMyOrganisation as { id: string }).id
    expect(dataOf(created)).toEqual({
      createMyOrganisation: { id: expect.any(String), name: 'Velo' },
    })
    const renamed = await gql(
      `mutation($id: ID!, $n: String!) { renameOrganisation(id: $id, name: $n) { id name } }`,
      { id: org, n: 'Velo AG' },
      olivia.auth,
    )
    expect(dataOf(renamed)).toEqual({ renameOrganisation: { id: org, name: 'Velo AG' } })
  })

  it('inviteMember(organisation, email, locale) and acceptInvitation(token)', async () => {
    const invite = await gql(
      `mutation($o: ID!, $e: String!, $l: String) { inviteMember(organisation: $o, email: $e, locale: $l) }`,
      { o: org, e: 'ines-again@operations.test', l: 'en' },
      olivia.auth,
    )
    expect(dataOf(invite)).toEqual({ inviteMember: true })
    const mail = await smtp.waitFor((message) =>
      JSON.stringify(message.to).includes('ines-again@operations.test'),
    )
    const accept = await gql(
      `mutation($t: String!) { acceptInvitation(token: $t) { id name } }`,
      { t: joinToken(mail) },
      ines.auth,
    )
    expect(dataOf(accept)).toEqual({ acceptInvitation: { id: org, name: 'Velo AG' } })
  })

  it('changeMemberRole, transferOwnership, removeMember, leaveOrganisation: Boolean!', async () => {
    const [o, i] = [org, String(ines.doc.id)]
    const role = await gql(
      `mutation($o: ID!, $c: ID!, $r: String!) { changeMemberRole(organisation: $o, customer: $c, role: $r) }`,
      { o, c: i, r: 'admin' },
      olivia.auth,
    )
    expect(dataOf(role)).toEqual({ changeMemberRole: true })
    const transfer = await gql(
      `mutation($o: ID!, $c: ID!) { transferOwnership(organisation: $o, customer: $c) }`,
      { o, c: i },
      olivia.auth,
    )
    expect(dataOf(transfer)).toEqual({ transferOwnership: true })
    const leave = await gql(
      `mutation($o: ID!) { leaveOrganisation(organisation: $o) }`,
      { o },
      olivia.auth,
    )
    expect(dataOf(leave)).toEqual({ leaveOrganisation: true })
    const remove = await gql(
      `mutation($o: ID!, $c: ID!) { removeMember(organisation: $o, customer: $c) }`,
      { o, c: String(olivia.doc.id) },
      ines.auth,
    )
    expect(errorOf(remove)).toBe('notMember')
  })

  it('revokeInvitation(organisation, invitation) and resendInvitation(organisation, invitation, locale)', async () => {
    for (const email of ['first@operations.test', 'second@operations.test'])
      dataOf(
        await gql(
          `mutation($o: ID!, $e: String!) { inviteMember(organisation: $o, email: $e) }`,
          { o: org, e: email },
          ines.auth,
        ),
      )
    const doc = await payload.findByID({
      collection: 'organisations',
      id: Number(org),
      overrideAccess: true,
      depth: 0,
    })
    const [first, second] = doc.invitations!.map((invitation) => invitation.id!)
    const resend = await gql(
      `mutation($o: ID!, $i: ID!, $l: String) { resendInvitation(organisation: $o, invitation: $i, locale: $l) }`,
      { o: org, i: first, l: 'de-CH' },
      ines.auth,
    )
    expect(dataOf(resend)).toEqual({ resendInvitation: true })
    const revoke = await gql(
      `mutation($o: ID!, $i: ID!) { revokeInvitation(organisation: $o, invitation: $i) }`,
      { o: org, i: second },
      ines.auth,
    )
    expect(dataOf(revoke)).toEqual({ revokeInvitation: true })
  })

  it('launchEngineInstance(input: LaunchEngineInput!) and controlInstance(id): ControlInstance', async () => {
    const launch = await gql(
      `mutation($input: LaunchEngineInput!) { launchEngineInstance(input: $input) { ${instanceFields} } }`,
      {
        input: {
          organisation: org,
          shopName: 'Velo Operations',
          recipientEmail: 'orders@velo.test',
          senderEmail: null,
          smtpHost: null,
          smtpUser: null,
          smtpPassword: null,
          smtpPort: null,
          xpub: validXpub,
        },
      },
      ines.auth,
    )
    const launched = dataOf(launch).launchEngineInstance as { id: string; shopName: string }
    expect(launched).toMatchObject({ ...instanceShape, status: 'provisioning' })
    instance = launched
    await runJobsUntil(payload, async () => {
      const doc = await payload.findByID({
        collection: 'engine-instances',
        id: Number(instance.id),
        overrideAccess: true,
      })
      return doc.status === 'running'
    })
    const read = await gql(
      `query($id: ID!) { controlInstance(id: $id) { ${instanceFields} } }`,
      { id: instance.id },
      ines.auth,
    )
    expect(dataOf(read).controlInstance).toMatchObject({ ...instanceShape, status: 'running' })
    const anonymous = await gql(`query($id: ID!) { controlInstance(id: $id) { id } }`, {
      id: instance.id,
    })
    expect(dataOf(anonymous)).toEqual({ controlInstance: null })
  })

  it('retryInstanceLaunch(id) and deleteInstance(id, confirmShopName): ControlInstance!', async () => {
    const retry = await gql(
      `mutation($id: ID!) { retryInstanceLaunch(id: $id) { id status } }`,
      { id: instance.id },
      ines.auth,
    )
    expect(errorOf(retry)).toBe('notRetryable')
    const deletion = await gql(
      `mutation($id: ID!, $c: String!) { deleteInstance(id: $id, confirmShopName: $c) { ${instanceFields} } }`,
      { id: instance.id, c: instance.shopName },
      ines.auth,
    )
    expect(dataOf(deletion).deleteInstance).toMatchObject({ ...instanceShape, status: 'deleting' })
  })

  it('organisationActivity(organisation, page, limit): ControlActivityPage!', async () => {
    const result = await gql(
      `query($o: ID!, $p: Int, $l: Int) { organisationActivity(organisation: $o, page: $p, limit: $l) {
        page totalPages totalDocs entries { id action actor actorKind subject role createdAt } } }`,
      { o: org, p: 1, l: 5 },
      ines.auth,
    )
    const page = dataOf(result).organisationActivity as { entries: unknown[]; totalDocs: number }
    expect(page).toMatchObject({ page: 1, totalPages: expect.any(Number) })
    expect(page.totalDocs).toBeGreaterThan(5)
    expect(page.entries).toHaveLength(5)
    expect(page.entries[0]).toEqual({
      id: expect.any(String),
      action: 'deleted',
      actor: expect.any(String),
      actorKind: 'customer',
      subject: 'Velo Operations',
      role: null,
      createdAt: expect.any(String),
    })
  })

  it('controlInstances(organisation): [ControlInstance!]!', async () => {
    const result = await gql(
      `query($o: ID!) { controlInstances(organisation: $o) { ${instanceFields} } }`,
      { o: org },
      ines.auth,
    )
    const list = dataOf(result).controlInstances as unknown[]
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ ...instanceShape, id: instance.id })
  })

  it('createApiToken(…), organisationApiTokens(organisation) and revokeApiToken(id)', async () => {
    const created = await gql(
      `mutation($o: ID!, $n: String!, $s: ControlApiTokenScope!, $d: Int, $on: String) {
        createApiToken(organisation: $o, name: $n, scope: $s, expiresInDays: $d, expiresOn: $on) {
          secret token { id name displayPrefix scope status createdAt expiresAt lastUsedAt revokedAt createdBy } } }`,
      { o: org, n: 'Operations', s: 'read', d: 90 },
      ines.auth,
    )
    const { secret, token } = dataOf(created).createApiToken as {
      secret: string
      token: { id: string }
    }
    expect(secret).toMatch(/^ubt_[A-Za-z0-9_-]{43}$/)
    expect(token).toEqual({
      id: expect.any(String),
      name: 'Operations',
      displayPrefix: secret.slice(0, 12),
      scope: 'read',
      status: 'valid',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      createdBy: expect.any(String),
    })
    const list = await gql(
      `query($o: ID!) { organisationApiTokens(organisation: $o) { id status } }`,
      { o: org },
      ines.auth,
    )
    expect(dataOf(list).organisationApiTokens).toEqual([{ id: token.id, status: 'valid' }])
    const revoked = await gql(
      `mutation($id: ID!) { revokeApiToken(id: $id) { id status revokedAt } }`,
      { id: token.id },
      ines.auth,
    )
    expect(dataOf(revoked).revokeApiToken).toEqual({
      id: token.id,
      status: 'revoked',
      revokedAt: expect.any(String),
    })
  })

  it('requestTrialOffer(company, message, phone, locale): Boolean!', async () => {
    const result = await gql(
      `mutation($c: String!, $m: String!, $p: String, $l: String) {
        requestTrialOffer(company: $c, message: $m, phone: $p, locale: $l) }`,
      { c: 'Velo AG', m: 'Please send us an offer.', p: '+41 44 000 00 00', l: 'en' },
      ines.auth,
    )
    expect(dataOf(result)).toEqual({ requestTrialOffer: true })
    const invalid = await gql(
      `mutation($c: String!, $m: String!) { requestTrialOffer(company: $c, message: $m) }`,
      { c: ' ', m: '' },
      ines.auth,
    )
    expect(errorOf(invalid)).toBe('invalidInput')
    expect(invalid.body.errors[0].extensions.data.fields).toEqual({
      company: 'companyRequired',
      message: 'messageRequired',
    })
  })
})

describe('the passkey operations', () => {
  const device = new SoftwareAuthenticator('http://control.test')
  let passkeyId: string

  it('passkeyRegistrationOptions: String!, addPasskey(name, response): Passkey! and myPasskeys', async () => {
    const options = await gql('mutation { passkeyRegistrationOptions }', {}, max.auth)
    const json = JSON.parse(dataOf(options).passkeyRegistrationOptions as string)
    const added = await gql(
      `mutation($n: String!, $r: String!) { addPasskey(name: $n, response: $r) {
        id name createdAt lastUsedAt } }`,
      { n: 'Phone', r: JSON.stringify(device.register(json)) },
      max.auth,
    )
    const passkey = dataOf(added).addPasskey as { id: string }
    expect(passkey).toEqual({
      id: expect.any(String),
      name: 'Phone',
      createdAt: expect.any(String),
      lastUsedAt: null,
    })
    passkeyId = passkey.id
    const list = await gql('{ myPasskeys { id name createdAt lastUsedAt } }', {}, max.auth)
    expect(dataOf(list).myPasskeys).toEqual([passkey])
  })

  it('passkeySignInOptions(accounts): String! and signInWithPasskey(accounts, response): Boolean!', async () => {
    const options = await gql(
      'mutation($a: PasskeyAccounts!) { passkeySignInOptions(accounts: $a) }',
      {
        a: 'customers',
      },
    )
    const json = JSON.parse(dataOf(options).passkeySignInOptions as string)
    const signedIn = await gql(
      'mutation($a: PasskeyAccounts!, $r: String!) { signInWithPasskey(accounts: $a, response: $r) }',
      { a: 'customers', r: JSON.stringify(device.assert(json)) },
    )
    expect(dataOf(signedIn)).toEqual({ signInWithPasskey: true })
    expect(signedIn.headers.get('set-cookie')).toMatch(/payload-token=/)
  })

  it('passkeyConfirmationOptions(id): String! and removePasskey(id, password, response): Boolean!', async () => {
    const options = await gql(
      'mutation($id: ID!) { passkeyConfirmationOptions(id: $id) }',
      { id: passkeyId },
      max.auth,
    )
    expect(errorOf(options)).toBe('noOtherPasskey')
    const removed = await gql(
      'mutation($id: ID!, $p: String, $r: String) { removePasskey(id: $id, password: $p, response: $r) }',
      { id: passkeyId, p: password, r: null },
      max.auth,
    )
    expect(dataOf(removed)).toEqual({ removePasskey: true })
  })
})

describe('the site forms operations', () => {
  const resultFields = `ok id message fieldErrors { field message } captcha { token question expiresAt }`

  it('issueCaptcha(locale, previous) and issueFormStart(locale)', async () => {
    const captcha = await gql(
      `mutation($l: String, $p: String) { issueCaptcha(locale: $l, previous: $p) { token question expiresAt } }`,
      { l: 'en', p: null },
    )
    expect(dataOf(captcha)).toEqual({
      issueCaptcha: {
        token: expect.any(String),
        question: expect.any(String),
        expiresAt: expect.any(String),
      },
    })
    const start = await gql(
      `mutation($l: String) { issueFormStart(locale: $l) { token expiresAt } }`,
      {
        l: 'de-CH',
      },
    )
    expect(dataOf(start)).toEqual({
      issueFormStart: { token: expect.any(String), expiresAt: expect.any(String) },
    })
  })

  it('submitForm(form, locale, data, captchaToken, honeypot, startToken): SubmitFormResult!', async () => {
    const { docs } = await payload.find({ collection: 'forms', limit: 1, overrideAccess: true })
    const result = await gql(
      `mutation($f: String!, $l: String, $d: [FormFieldValueInput!]!, $c: String, $h: String, $s: String) {
        submitForm(form: $f, locale: $l, data: $d, captchaToken: $c, honeypot: $h, startToken: $s) { ${resultFields} } }`,
      {
        f: String(docs[0].id),
        l: 'en',
        d: [{ field: 'message', value: '' }],
        c: null,
        h: '',
        s: null,
      },
    )
    const answer = dataOf(result).submitForm as { fieldErrors: unknown[] }
    expect(Object.keys(answer).sort()).toEqual(['captcha', 'fieldErrors', 'id', 'message', 'ok'])
    expect(answer).toMatchObject({ ok: expect.any(Boolean), fieldErrors: expect.any(Array) })
    for (const entry of answer.fieldErrors)
      expect(entry).toEqual({ field: expect.any(String), message: expect.any(String) })
  })

  it('subscribeNewsletter(email, locale, form, field, honeypot, startToken): SubmitFormResult!', async () => {
    const result = await gql(
      `mutation($e: String!, $l: String, $f: String, $fi: String, $h: String, $s: String) {
        subscribeNewsletter(email: $e, locale: $l, form: $f, field: $fi, honeypot: $h, startToken: $s) { ok message fieldErrors { field message } } }`,
      { e: 'not-an-address', l: 'en', f: null, fi: null, h: '', s: null },
    )
    const answer = dataOf(result).subscribeNewsletter as { fieldErrors: unknown[] }
    expect(Object.keys(answer).sort()).toEqual(['fieldErrors', 'message', 'ok'])
    expect(answer).toMatchObject({ ok: false, fieldErrors: expect.any(Array) })
    for (const entry of answer.fieldErrors)
      expect(entry).toEqual({ field: expect.any(String), message: expect.any(String) })
  })

  it('confirmNewsletter(token, locale) and unsubscribeNewsletter(token, locale): Boolean!', async () => {
    for (const name of ['confirmNewsletter', 'unsubscribeNewsletter']) {
      const result = await gql(
        `mutation($t: String!, $l: String) { ${name}(token: $t, locale: $l) }`,
        { t: 'not-a-token', l: 'en' },
      )
      expect(typeof dataOf(result)[name]).toBe('boolean')
    }
  })
})
