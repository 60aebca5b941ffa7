import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  contactData,
  graphql,
  ISSUE_START,
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
    JOB_BACKOFF_MS: '200',
    RATE_LIMIT_MULTIPLIER: '100',
  })
  payload = app.payload
  forms = await seedFormsAndSettings(payload)
})

afterAll(async () => {
  await app?.stop()
  await smtp?.stop()
})

const mailsTo = (sink: MailSink, address: string) =>
  sink.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.text.includes(address))

describe('contact submission', () => {
  it('stores one document and sends one staff and one confirmation e-mail in the visitor’s language', async () => {
    const { body } = await graphql(payload, SUBMIT, {
      form: String(forms.contact),
      locale: 'en',
      data: contactData({
        email: 'grace@example.com',
        name: 'Grace <b>Hopper</b>',
        message: '<script>alert(1)</script>\nSecond line',
      }),
      startToken: startedAMinuteAgo(),
    })
    expect(body.errors).toBeUndefined()
    expect(body.data?.submitForm).toMatchObject({ ok: true, fieldErrors: [] })
    const id = body.data!.submitForm.id

    const stored = await payload.find({
      collection: 'form-submissions',
      where: { email: { equals: 'grace@example.com' } },
    })
    expect(stored.totalDocs).toBe(1)
    expect(stored.docs[0]).toMatchObject({
      status: 'new',
      locale: 'en',
      name: 'Grace <b>Hopper</b>',
    })
    expect(String(stored.docs[0]!.id)).toBe(id)

    await payload.jobs.run()
    const staff = await smtp.waitFor(
      (mail) => !Array.isArray(mail.to) && mail.to?.text === 'leads@unbound.example',
    )
    expect(staff.html).toContain(`http://site.test/admin/collections/form-submissions/${id}`)
    expect(staff.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(staff.html).not.toContain('<script>')
    expect(staff.text).toContain('Second line')
    const confirmation = await smtp.waitFor(
      (mail) => !Array.isArray(mail.to) && mail.to?.text === 'grace@example.com',
    )
    expect(confirmation.subject).toContain('Thank you for your message')
    expect(confirmation.text).toContain('within 24 hours')
    // The address is unproven: the confirmation repeats nothing the sender typed.
    for (const typed of ['Hopper', 'alert(1)', 'Second line', '123 45 67']) {
      expect(`${confirmation.subject}\n${confirmation.text}\n${confirmation.html}`).not.toContain(
        typed,
      )
    }
    expect(mailsTo(smtp, 'leads@unbound.example')).toHaveLength(1)
    expect(mailsTo(smtp, 'grace@example.com')).toHaveLength(1)

    const after = await payload.findByID({ collection: 'form-submissions', id })
    expect(after.notifications?.staffNotifiedAt).toBeTruthy()
    expect(after.notifications?.confirmationSentAt).toBeTruthy()
  })

  it('writes the confirmation in German for a German visitor', async () => {
    const { body } = await graphql(payload, SUBMIT, {
      form: String(forms.contact),
      locale: 'de-CH',
      data: contactData({ email: 'heidi@example.ch', name: 'Heidi Muster' }),
      startToken: startedAMinuteAgo(),
    })
    expect(body.data?.submitForm.ok).toBe(true)
    await payload.jobs.run()
    const mail = await smtp.waitFor(
      (m) => !Array.isArray(m.to) && m.to?.text === 'heidi@example.ch',
    )
    expect(mail.subject).toContain('Vielen Dank für Ihre Nachricht')
    expect(mail.text).toContain('innert 24 Stunden')
    expect(mail.text).not.toContain('Heidi')
    expect(mail.text).not.toMatch(/ß/)
  })

  it('refuses invalid input with localized field errors and stores nothing', async () => {
    const before = await payload.count({ collection: 'form-submissions' })
    const { body } = await graphql(payload, SUBMIT, {
      form: String(forms.contact),
      locale: 'de-CH',
      data: contactData({ email: 'not-an-address', name: '', message: 'x'.repeat(6000) }),
      startToken: startedAMinuteAgo(),
    })
    expect(body.data?.submitForm.ok).toBe(false)
    const errors = Object.fromEntries(
      body.data!.submitForm.fieldErrors.map((e: { field: string; message: string }) => [
        e.field,
        e.message,
      ]),
    )
    expect(errors).toEqual({
      name: 'Bitte füllen Sie dieses Feld aus.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      message: 'Bitte verwenden Sie höchstens 5000 Zeichen.',
    })
    expect((await payload.count({ collection: 'form-submissions' })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('stores too-fast submissions as spam and announces nothing', async () => {
    const justIssued = (await graphql(payload, ISSUE_START, {})).body.data!.issueFormStart.token
    const { body } = await graphql(payload, SUBMIT, {
      form: String(forms.contact),
      locale: 'en',
      data: contactData({ email: 'bot@example.com' }),
      startToken: justIssued,
    })
    expect(body.data?.submitForm.ok).toBe(true)
    const stored = await payload.find({
      collection: 'form-submissions',
      where: { email: { equals: 'bot@example.com' } },
    })
    expect(stored.docs[0]?.status).toBe('spam')
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.submissionId': { equals: String(stored.docs[0]!.id) } },
    })
    expect(jobs.totalDocs).toBe(0)
  })
})

describe('with the SMTP server down', () => {
  it('stores the submission, retries the job and delivers once SMTP is back', async () => {
    const port = smtp.port
    await smtp.stop()

    const { body } = await graphql(payload, SUBMIT, {
      form: String(forms.contact),
      locale: 'en',
      data: contactData({ email: 'outage@example.com', name: 'Outage Tester' }),
      startToken: startedAMinuteAgo(),
    })
    expect(body.data?.submitForm.ok).toBe(true)
    const id = body.data!.submitForm.id
    expect(
      (await payload.find({ collection: 'form-submissions', where: { id: { equals: id } } }))
        .totalDocs,
    ).toBe(1)

    await payload.jobs.run()
    await sleep(300)
    await payload.jobs.run()
    const [job] = (
      await payload.find({
        collection: 'payload-jobs',
        where: { 'input.submissionId': { equals: id } },
        depth: 0,
      })
    ).docs
    expect(job).toBeDefined()
    expect(job!.completedAt).toBeFalsy()
    expect(job!.totalTried).toBeGreaterThanOrEqual(2)
    expect(
      (job!.log ?? []).filter((entry) => entry.state === 'failed').length,
    ).toBeGreaterThanOrEqual(1)

    smtp = await startSmtpServer(port)
    const deadline = Date.now() + 20_000
    let delivered = false
    while (!delivered && Date.now() < deadline) {
      await sleep(500)
      await payload.jobs.run()
      delivered =
        mailsTo(smtp, 'outage@example.com').length === 1 &&
        mailsTo(smtp, 'leads@unbound.example').length === 1
    }
    expect(delivered).toBe(true)
    const done = await payload.findByID({ collection: 'payload-jobs', id: job!.id, depth: 0 })
    expect(done.completedAt).toBeTruthy()
  })
})
