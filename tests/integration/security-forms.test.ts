import { randomUUID } from 'node:crypto'

import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueCaptcha, readCaptchaToken } from '@/forms/captcha'
import { formStartLifetimeMs, issueFormStart } from '@/forms/formStart'
import { confirmationLifetimeMs, confirmToken, tokenHash } from '@/forms/newsletter/tokens'
import { formsSecret } from '@/forms/sealed'
import { encryptSecret } from '@/security/crypto'

import {
  answerOf,
  contactData,
  graphql,
  ISSUE,
  ISSUE_START,
  rest,
  seedFormsAndSettings,
  startedAMinuteAgo,
  SUBMIT,
  type SeededForms,
} from '../helpers/forms'
import { startPayload, type TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

let smtp: MailSink
let app: TestPayload
let payload: Payload
let forms: SeededForms

beforeAll(async () => {
  smtp = await startSmtpServer()
  app = await startPayload({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    SITE_URL: 'http://site.test',
    RATE_LIMIT_MULTIPLIER: '100',
    FORM_MIN_FILL_MS: '2000',
  })
  payload = app.payload
  forms = await seedFormsAndSettings(payload)
})

afterAll(async () => {
  await app?.stop()
  await smtp?.stop()
})

const SUBSCRIBE = /* GraphQL */ `
  mutation ($email: String!, $locale: String, $startToken: String) {
    subscribeNewsletter(email: $email, locale: $locale, startToken: $startToken) {
      ok
    }
  }
`
const CONFIRM = /* GraphQL */ `
  mutation ($token: String!) {
    confirmNewsletter(token: $token)
  }
`
const REISSUE = /* GraphQL */ `
  mutation ($previous: String) {
    issueCaptcha(previous: $previous) {
      token
      question
    }
  }
`

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`
const recipient = (mail: ParsedMail) =>
  Array.isArray(mail.to) ? '' : (mail.to?.text ?? '').toLowerCase()
const mailsTo = (email: string) =>
  smtp.messages.filter((mail) => recipient(mail) === email.toLowerCase())
const submissionsFrom = async (email: string) =>
  (
    await payload.find({
      collection: 'form-submissions',
      where: { email: { equals: email } },
      depth: 0,
      sort: 'createdAt',
    })
  ).docs
const jobsFor = async (id: number | string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { 'input.submissionId': { equals: String(id) } },
      depth: 0,
    })
  ).docs
const subscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      depth: 0,
    })
  ).docs[0]

/** A start token with claims the server never issued: sealed with another secret, or not sealed at all. */
const forgedStart = (startedMsAgo: number) => {
  const claims = JSON.stringify({
    kind: 'start',
    id: randomUUID(),
    start: Date.now() - startedMsAgo,
    exp: Date.now() + 3_600_000,
  })
  return {
    otherSecret: encryptSecret(claims, formsSecret('another-secret-0123456789abcdef')),
    plain: Buffer.from(claims).toString('base64url'),
  }
}

/** Sends the contact form with `startToken` and returns the stored submission. */
async function contact(email: string, startToken: string | undefined) {
  const { body } = await graphql(payload, SUBMIT, {
    form: String(forms.contact),
    locale: 'en',
    data: contactData({ email }),
    startToken,
  })
  expect(body.data?.submitForm.ok, JSON.stringify(body)).toBe(true) // a bot learns nothing
  const [stored] = await submissionsFrom(email)
  return stored!
}

describe('captcha challenge', () => {
  it('reveals neither the numbers nor their sum', async () => {
    const { token, question } = (await graphql(payload, ISSUE, {})).body.data!.issueCaptcha
    const [a, b] = question.match(/\d+/g)!
    const parts = token.split(/[.:]/)
    for (const part of parts) {
      const decoded = Buffer.from(part, 'base64url').toString('latin1')
      expect(decoded).not.toMatch(/"(a|b|sum|question|answer)"/)
      expect(() => JSON.parse(decoded)).toThrow()
    }
    // Only the server's key opens it.
    expect(readCaptchaToken(token)).toMatchObject({ a: Number(a), b: Number(b) })
  })

  it('counts the fill time from the challenge: an instant answer is spam, a new question keeps the start', async () => {
    const first = (await graphql(payload, ISSUE, {})).body.data!.issueCaptcha
    const instant = await graphql(payload, SUBMIT, {
      form: String(forms.audit),
      data: [
        { field: 'website', value: 'instant.example.com' },
        { field: 'email', value: 'owner@instant.example.com' },
        { field: 'captcha', value: answerOf(first.question) },
      ],
      captchaToken: first.token,
    })
    expect(instant.body.data?.submitForm.ok).toBe(true)
    const [stored] = (
      await payload.find({
        collection: 'form-submissions',
        where: { website: { equals: 'https://instant.example.com' } },
      })
    ).docs
    expect(stored?.status).toBe('spam')
    expect(await jobsFor(stored!.id)).toHaveLength(0)

    const older = issueCaptcha(Date.now() - 60_000)
    const wrong = await graphql(payload, SUBMIT, {
      form: String(forms.audit),
      data: [
        { field: 'website', value: 'patient.example.com' },
        { field: 'email', value: 'owner@patient.example.com' },
        { field: 'captcha', value: String(Number(answerOf(older.question)) + 1) },
      ],
      captchaToken: older.token,
    })
    const next = wrong.body.data!.submitForm.captcha
    expect(readCaptchaToken(next.token)!.start).toBe(readCaptchaToken(older.token)!.start)
    const reset = (await graphql(payload, REISSUE, { previous: next.token })).body.data!
      .issueCaptcha
    expect(readCaptchaToken(reset.token)!.start).toBe(readCaptchaToken(older.token)!.start)
    const right = await graphql(payload, SUBMIT, {
      form: String(forms.audit),
      data: [
        { field: 'website', value: 'patient.example.com' },
        { field: 'email', value: 'owner@patient.example.com' },
        { field: 'captcha', value: answerOf(reset.question) },
      ],
      captchaToken: reset.token,
    })
    expect(right.body.data?.submitForm.ok).toBe(true)
    expect(
      (
        await payload.findByID({
          collection: 'form-submissions',
          id: right.body.data!.submitForm.id,
        })
      ).status,
    ).toBe('new')
  })

  it('carries no start time over from a forged previous challenge', async () => {
    const before = Date.now()
    const forged = Buffer.from(
      JSON.stringify({ id: 'x', a: 1, b: 1, start: before - 3_600_000, exp: before + 60_000 }),
    ).toString('base64url')
    const { token } = (await graphql(payload, REISSUE, { previous: `${forged}.${forged}` })).body
      .data!.issueCaptcha
    expect(readCaptchaToken(token)!.start).toBeGreaterThanOrEqual(before)
  })
})

describe('form start', () => {
  it('no longer takes a start time from the client', async () => {
    const email = address('client-start')
    const graphqlStart = await graphql(
      payload,
      /* GraphQL */ `
        mutation ($form: String!, $data: [FormFieldValueInput!]!) {
          submitForm(form: $form, data: $data, startedAt: 1) {
            ok
          }
        }
      `,
      { form: String(forms.contact), data: contactData({ email }) },
    )
    expect(graphqlStart.body.errors?.[0]?.message).toMatch(/startedAt/)
    expect(await submissionsFrom(email)).toHaveLength(0)
    const newsletter = await graphql(
      payload,
      /* GraphQL */ `mutation { subscribeNewsletter(email: "${email}", startedAt: 1) { ok } }`,
      {},
    )
    expect(newsletter.body.errors?.[0]?.message).toMatch(/startedAt/)
    expect(await subscriber(email)).toBeUndefined()

    const restStart = await rest(payload, 'POST', 'form-submissions', {
      form: forms.contact,
      locale: 'en',
      submissionData: [
        ...contactData({ email }),
        { field: '_startedAt', value: String(Date.now() - 3_600_000) },
      ],
    })
    expect(restStart.status).toBe(201)
    const [stored] = await submissionsFrom(email)
    expect(stored?.status).toBe('spam')
    expect(await jobsFor(stored!.id)).toHaveLength(0)
  })

  it('treats a forged, expired, foreign, replayed or just-issued start token as too fast: spam, no e-mail', async () => {
    const forged = forgedStart(3_600_000)
    const replayed = startedAMinuteAgo()
    const firstUse = await contact(address('first-use'), replayed)
    expect(firstUse.status).toBe('new')

    const justIssued = (await graphql(payload, ISSUE_START, {})).body.data!.issueFormStart.token
    const cases = {
      missing: undefined,
      justIssued,
      otherSecret: forged.otherSecret,
      plain: forged.plain,
      tampered: `${replayed.slice(0, -3)}${replayed.endsWith('AAA') ? 'BBB' : 'AAA'}`,
      expired: issueFormStart(Date.now() - formStartLifetimeMs - 60_000).token,
      captchaToken: issueCaptcha(Date.now() - 60_000).token,
      replayed,
    }
    const emails: string[] = []
    for (const [name, token] of Object.entries(cases)) {
      const email = address(`start-${name.toLowerCase()}`)
      emails.push(email)
      const stored = await contact(email, token)
      expect(stored.status, name).toBe('spam')
      expect(await jobsFor(stored.id), name).toHaveLength(0)
    }

    const viaRest = address('start-rest')
    emails.push(viaRest)
    const response = await rest(payload, 'POST', 'form-submissions', {
      form: forms.contact,
      locale: 'en',
      submissionData: [
        ...contactData({ email: viaRest }),
        { field: '_startToken', value: forged.otherSecret },
      ],
    })
    expect(response.status).toBe(201)
    expect((await submissionsFrom(viaRest))[0]?.status).toBe('spam')

    await payload.jobs.run()
    for (const email of emails) expect(mailsTo(email), email).toHaveLength(0)
    const staffAbout = smtp.messages.filter((mail) =>
      emails.some((email) => mail.text?.includes(email)),
    )
    expect(staffAbout).toHaveLength(0)
  })

  it('drops newsletter sign-ups without a valid, old enough start token', async () => {
    const justIssued = (await graphql(payload, ISSUE_START, {})).body.data!.issueFormStart.token
    for (const startToken of [undefined, justIssued, forgedStart(3_600_000).otherSecret]) {
      const email = address('reader-bot')
      const { body } = await graphql(payload, SUBSCRIBE, { email, locale: 'en', startToken })
      expect(body.data?.subscribeNewsletter.ok).toBe(true)
      expect(await subscriber(email)).toBeUndefined()
    }
  })
})

describe('visitor confirmation', () => {
  it('repeats nothing the sender typed and goes to one address at most once per hour; staff get every submission', async () => {
    const email = address('victim')
    const typed = {
      name: 'Mallory Marker',
      phone: '+41 79 943 19 43',
      message: 'Win a prize at https://evil.example/claim-9431 today',
    }
    const first = await graphql(payload, SUBMIT, {
      form: String(forms.contact),
      locale: 'en',
      data: contactData({ email, ...typed }),
      startToken: startedAMinuteAgo(),
    })
    expect(first.body.data?.submitForm.ok).toBe(true)
    const second = await rest(payload, 'POST', 'form-submissions?locale=de-CH', {
      form: forms.contact,
      locale: 'de-CH',
      submissionData: [
        ...contactData({
          email: email.toUpperCase(),
          name: 'Second Sender',
          message: 'Second message 9431',
        }),
        { field: '_startToken', value: startedAMinuteAgo() },
      ],
    })
    expect(second.status).toBe(201)
    expect(second.body.doc.status).toBe('new')

    await payload.jobs.run()
    await payload.jobs.run()

    const staff = smtp.messages.filter(
      (mail) =>
        recipient(mail) === 'leads@unbound.example' && mail.text?.toLowerCase().includes(email),
    )
    expect(staff).toHaveLength(2)
    expect(staff.map((mail) => mail.text).join('\n')).toContain('https://evil.example/claim-9431')
    expect(staff.map((mail) => mail.text).join('\n')).toContain('Second message 9431')

    const confirmations = mailsTo(email)
    expect(confirmations).toHaveLength(1)
    const [confirmation] = confirmations
    expect(confirmation!.text).toMatch(/within 24 hours|innert 24 Stunden/)
    const everything = `${confirmation!.subject}\n${confirmation!.text}\n${confirmation!.html}`
    for (const value of [
      typed.name,
      'Mallory',
      typed.phone,
      '943',
      'evil.example',
      'prize',
      'Second',
    ])
      expect(everything).not.toContain(value)

    // Whichever job ran first sent it; the other completed without one.
    const docs = [
      ...(await submissionsFrom(email)),
      ...(await submissionsFrom(email.toUpperCase())),
    ]
    expect(docs.map((doc) => Boolean(doc.notifications?.staffNotifiedAt))).toEqual([true, true])
    expect(docs.filter((doc) => doc.notifications?.confirmationSentAt)).toHaveLength(1)
    const skipped = docs.find((doc) => !doc.notifications?.confirmationSentAt)!
    const [skippedJob] = await jobsFor(skipped.id)
    expect(skippedJob?.completedAt).toBeTruthy()
    expect(JSON.stringify(skippedJob?.log)).toContain('no confirmation')
  })
})

describe('newsletter', () => {
  it('sends the opt-in e-mail to one address at most once per hour', async () => {
    const email = address('reader-twice')
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (
          await graphql(payload, SUBSCRIBE, {
            email,
            locale: 'en',
            startToken: startedAMinuteAgo(),
          })
        ).body.data?.subscribeNewsletter.ok,
      ).toBe(true)
      await payload.jobs.run()
    }
    expect(mailsTo(email)).toHaveLength(1)
    expect(await subscriber(email)).toMatchObject({ status: 'pending' })
  })

  it('refuses a confirmation link older than seven days and a second use of a link', async () => {
    const email = address('reader')
    await graphql(payload, SUBSCRIBE, { email, locale: 'en', startToken: startedAMinuteAgo() })
    await payload.jobs.run()
    const mail = await smtp.waitFor((m) => recipient(m) === email)
    const token = new URL(
      mail.text!.match(/http:\/\/site\.test\/en\/newsletter\/confirm\?token=\S+/)![0],
    ).searchParams.get('token')!
    const doc = (await subscriber(email))!
    expect(doc.confirmationToken).toBe(tokenHash(token)) // its hash is stored, never the token

    // A link mailed eight days ago to another pending sign-up.
    const lateEmail = address('late-reader')
    const late = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: lateEmail, status: 'pending', locale: 'en' },
    })
    const oldToken = confirmToken(
      late.id,
      lateEmail,
      Date.now() - confirmationLifetimeMs - 24 * 60 * 60 * 1000,
    )
    await payload.update({
      collection: 'newsletter-subscribers',
      id: late.id,
      data: { confirmationToken: tokenHash(oldToken) },
    })
    expect(
      (await graphql(payload, CONFIRM, { token: oldToken })).body.data?.confirmNewsletter,
    ).toBe(false)
    const [id, , mac] = oldToken.split('.')
    const extended = `${id}.${(Date.now() + 60_000).toString(36)}.${mac}`
    expect(
      (await graphql(payload, CONFIRM, { token: extended })).body.data?.confirmNewsletter,
    ).toBe(false)
    expect(await subscriber(lateEmail)).toMatchObject({ status: 'pending' })

    expect((await graphql(payload, CONFIRM, { token })).body.data?.confirmNewsletter).toBe(true)
    const confirmed = (await subscriber(email))!
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.confirmationToken ?? null).toBeNull()
    expect((await graphql(payload, CONFIRM, { token })).body.data?.confirmNewsletter).toBe(false)
  })
})
