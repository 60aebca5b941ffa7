import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  contactData,
  graphql,
  seedFormsAndSettings,
  startedAMinuteAgo,
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
  })
  payload = app.payload
  forms = await seedFormsAndSettings(payload)
})

afterAll(async () => {
  await app?.stop()
  await smtp?.stop()
})

const SUBSCRIBE = /* GraphQL */ `
  mutation ($email: String!, $locale: String, $form: String, $startToken: String) {
    subscribeNewsletter(email: $email, locale: $locale, form: $form, startToken: $startToken) {
      ok
      message
      fieldErrors {
        field
        message
      }
    }
  }
`
const CONFIRM = /* GraphQL */ `
  mutation ($token: String!) {
    confirmNewsletter(token: $token)
  }
`
const UNSUBSCRIBE = /* GraphQL */ `
  mutation ($token: String!) {
    unsubscribeNewsletter(token: $token)
  }
`

const subscribers = (email: string) =>
  payload
    .find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, depth: 0 })
    .then((result) => result.docs)

describe('newsletter double opt-in', () => {
  it('stores a pending sign-up, e-mails the confirm link in the visitor’s language and confirms it', async () => {
    const { body } = await graphql(payload, SUBSCRIBE, {
      email: 'Reader@Example.com',
      locale: 'de-CH',
      form: String(forms.newsletter),
      startToken: startedAMinuteAgo(),
    })
    expect(body.data?.subscribeNewsletter).toMatchObject({ ok: true })
    expect((await subscribers('reader@example.com'))[0]).toMatchObject({
      status: 'pending',
      locale: 'de-CH',
    })

    await payload.jobs.run()
    const mail = await smtp.waitFor(
      (m) => !Array.isArray(m.to) && m.to?.text === 'reader@example.com',
    )
    expect(mail.subject).toContain('Bitte bestätigen Sie Ihr Newsletter-Abonnement')
    const confirmUrl = mail.text!.match(
      /http:\/\/site\.test\/de\/newsletter\/confirm\?token=\S+/,
    )?.[0]
    const unsubscribeUrl = mail.text!.match(
      /http:\/\/site\.test\/de\/newsletter\/unsubscribe\?token=\S+/,
    )?.[0]
    expect(confirmUrl).toBeTruthy()
    expect(unsubscribeUrl).toBeTruthy()

    // Duplicates are ignored: still one subscriber.
    await graphql(payload, SUBSCRIBE, {
      email: 'reader@example.com',
      locale: 'en',
      startToken: startedAMinuteAgo(),
    })
    expect(await subscribers('reader@example.com')).toHaveLength(1)

    const token = new URL(confirmUrl!).searchParams.get('token')!
    expect(
      (await graphql(payload, CONFIRM, { token: `${token}x` })).body.data?.confirmNewsletter,
    ).toBe(false)
    expect((await graphql(payload, CONFIRM, { token })).body.data?.confirmNewsletter).toBe(true)
    expect((await subscribers('reader@example.com'))[0]).toMatchObject({ status: 'confirmed' })
    // The confirmation link works once.
    expect((await graphql(payload, CONFIRM, { token })).body.data?.confirmNewsletter).toBe(false)
    const confirmed = await payload.count({
      collection: 'newsletter-subscribers',
      where: { status: { equals: 'confirmed' } },
    })
    expect(confirmed.totalDocs).toBe(1)

    const unsubscribeToken = new URL(unsubscribeUrl!).searchParams.get('token')!
    expect(
      (await graphql(payload, UNSUBSCRIBE, { token: unsubscribeToken })).body.data
        ?.unsubscribeNewsletter,
    ).toBe(true)
    expect((await subscribers('reader@example.com'))[0]).toMatchObject({ status: 'unsubscribed' })
    // Unsubscribing is idempotent: the link in every newsletter keeps working.
    expect(
      (await graphql(payload, UNSUBSCRIBE, { token: unsubscribeToken })).body.data
        ?.unsubscribeNewsletter,
    ).toBe(true)
  })

  it('refuses an invalid address with a localized message', async () => {
    const { body } = await graphql(payload, SUBSCRIBE, {
      email: 'nope',
      locale: 'en',
      startToken: startedAMinuteAgo(),
    })
    expect(body.data?.subscribeNewsletter).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'email', message: 'Please enter a valid e-mail address.' }],
    })
  })
})

describe('retention job', () => {
  it('flags contact requests older than two years, deletes confirmed ones, old unconfirmed sign-ups and old finished trial scans', async () => {
    const day = 24 * 60 * 60 * 1000
    const old = new Date(Date.now() - 2 * 365 * day - day).toISOString()
    const oldSubmission = await payload.create({
      collection: 'form-submissions',
      data: { form: forms.contact, submissionData: contactData(), createdAt: old } as never,
      context: { skipNotification: true },
    })
    const recent = await payload.create({
      collection: 'form-submissions',
      data: { form: forms.contact, submissionData: contactData() } as never,
      context: { skipNotification: true },
    })
    const stalePending = await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email: 'stale@example.com',
        status: 'pending',
        locale: 'en',
        createdAt: new Date(Date.now() - 31 * day).toISOString(),
      } as never,
    })
    const freshPending = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: 'fresh@example.com', status: 'pending', locale: 'en' },
    })
    const finishedScan = (completedAt: string) =>
      payload.create({
        collection: 'payload-jobs',
        data: { taskSlug: 'queueTrialEnds', input: {}, completedAt, processing: false },
      })
    const oldScan = await finishedScan(new Date(Date.now() - 31 * day).toISOString())
    const recentScan = await finishedScan(new Date(Date.now() - day).toISOString())

    await payload.jobs.queue({ task: 'formsRetention', input: {} })
    await payload.jobs.run()
    expect(
      (await payload.findByID({ collection: 'form-submissions', id: oldSubmission.id })).retention
        ?.reviewDue,
    ).toBe(true)
    expect(
      (await payload.findByID({ collection: 'form-submissions', id: recent.id })).retention
        ?.reviewDue,
    ).toBe(false)
    expect(
      await payload.findByID({
        collection: 'newsletter-subscribers',
        id: stalePending.id,
        disableErrors: true,
      }),
    ).toBeNull()
    expect(
      await payload.findByID({
        collection: 'newsletter-subscribers',
        id: freshPending.id,
        disableErrors: true,
      }),
    ).toBeTruthy()
    expect(
      await payload.findByID({ collection: 'payload-jobs', id: oldScan.id, disableErrors: true }),
    ).toBeNull()
    expect(
      await payload.findByID({
        collection: 'payload-jobs',
        id: recentScan.id,
        disableErrors: true,
      }),
    ).toBeTruthy()

    await payload.update({
      collection: 'form-submissions',
      id: oldSubmission.id,
      data: { retention: { reviewDue: true, confirmDeletion: true } },
    })
    await payload.jobs.queue({ task: 'formsRetention', input: {} })
    await payload.jobs.run()
    expect(
      await payload.findByID({
        collection: 'form-submissions',
        id: oldSubmission.id,
        disableErrors: true,
      }),
    ).toBeNull()
    expect(
      await payload.findByID({
        collection: 'form-submissions',
        id: recent.id,
        disableErrors: true,
      }),
    ).toBeTruthy()
  })
})
