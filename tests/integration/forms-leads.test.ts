import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueCaptcha } from '@/forms/captcha'
import { unsubscribeToken } from '@/forms/newsletter/tokens'

import {
  answerOf,
  contactData,
  graphql as publicGraphql,
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
let rest: (typeof import('../helpers/http'))['rest']
let graphql: (typeof import('../helpers/http'))['graphql']
const tokens: Record<'customer' | 'editor' | 'support' | 'admin', string> = {
  customer: '',
  editor: '',
  support: '',
  admin: '',
}
const ids: Record<'editor' | 'support' | 'colleague' | 'admin', number> = {
  editor: 0,
  support: 0,
  colleague: 0,
  admin: 0,
}

const staff = async (role: 'editor' | 'support' | 'admin') => {
  const email = `${role}@unbound.example`
  const password = `${role}-password-1`
  const user = await payload.create({ collection: 'users', data: { email, password, role } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token! }
}

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
  ;({ rest, graphql } = await import('../helpers/http'))
  for (const role of ['editor', 'support', 'admin'] as const) {
    const account = await staff(role)
    tokens[role] = account.token
    ids[role] = account.id
  }
  ids.colleague = (
    await payload.create({
      collection: 'users',
      data: {
        email: 'colleague@unbound.example',
        password: 'colleague-password-1',
        role: 'support',
      },
    })
  ).id
  const customer = await payload.create({
    collection: 'customers',
    data: { email: 'shop@example.com', password: 'customer-password-1' },
    disableVerificationEmail: true,
  })
  await payload.update({ collection: 'customers', id: customer.id, data: { _verified: true } })
  tokens.customer = (
    await payload.login({
      collection: 'customers',
      data: { email: 'shop@example.com', password: 'customer-password-1' },
    })
  ).token!
})

afterAll(async () => {
  await app?.stop()
  await smtp?.stop()
})

const submission = () =>
  payload
    .create({
      collection: 'form-submissions',
      data: { form: forms.contact, submissionData: [], status: 'new' },
      context: { skipNotification: true },
      depth: 0,
    })
    .then((doc) => doc.id)

const stored = (id: number | string) =>
  payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })

const auditData = (answer: string, extra: Record<string, string> = {}) =>
  Object.entries({ website: 'shop.example.com', ...extra, captcha: answer }).map(
    ([field, value]) => ({ field, value }),
  )

describe('audit leads', () => {
  it('needs a contact e-mail', async () => {
    const challenge = issueCaptcha(Date.now() - 60_000)
    const { body } = await publicGraphql(payload, SUBMIT, {
      form: String(forms.audit),
      locale: 'en',
      data: auditData(answerOf(challenge.question)),
      captchaToken: challenge.token,
    })
    expect(body.data?.submitForm.ok).toBe(false)
    expect(body.data?.submitForm.fieldErrors).toEqual([
      { field: 'email', message: expect.any(String) },
    ])
  })

  it('reaches staff with every field and Reply-To the contact e-mail', async () => {
    const challenge = issueCaptcha(Date.now() - 60_000)
    const { body } = await publicGraphql(payload, SUBMIT, {
      form: String(forms.audit),
      locale: 'en',
      data: auditData(answerOf(challenge.question), {
        email: 'owner@shop.example.com',
        name: 'Grace Hopper',
        message: 'Our checkout is slow.',
      }),
      captchaToken: challenge.token,
    })
    expect(body.data?.submitForm.ok).toBe(true)
    const doc = await stored(body.data!.submitForm.id)
    expect(doc).toMatchObject({
      status: 'new',
      email: 'owner@shop.example.com',
      name: 'Grace Hopper',
      website: 'https://shop.example.com',
    })

    await payload.jobs.run()
    const mail: ParsedMail = await smtp.waitFor(
      (m) => m.text?.includes('owner@shop.example.com') ?? false,
    )
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('leads@unbound.example')
    expect(mail.replyTo?.value[0]?.address).toBe('owner@shop.example.com')
    for (const text of [
      'https://shop.example.com',
      'owner@shop.example.com',
      'Grace Hopper',
      'Our checkout is slow.',
      'Website URL of your shop: ', // labelled as the visitor saw the form
      'E-mail address for our reply: ',
      'Name: ',
      'Message (optional): ',
    ])
      expect(mail.text).toContain(text)
  })
})

const READ = /* GraphQL */ `
  query ($id: Int!) {
    FormSubmission(id: $id) {
      id
      internalNotes
      assignee {
        id
      }
    }
  }
`
const UPDATE = /* GraphQL */ `
  mutation ($id: Int!, $data: mutationFormSubmissionUpdateInput!) {
    updateFormSubmission(id: $id, data: $data) {
      id
      internalNotes
    }
  }
`
const CREATE = /* GraphQL */ `
  mutation ($data: mutationFormSubmissionInput!) {
    createFormSubmission(data: $data) {
      id
    }
  }
`

describe('assignee and internal notes', () => {
  it('are refused to anonymous visitors, customers and editors on REST and GraphQL', async () => {
    const id = await submission()
    await payload.update({
      collection: 'form-submissions',
      id,
      data: { internalNotes: 'VIP: call back', assignee: ids.support },
      context: { skipNotification: true },
    })
    for (const token of [undefined, tokens.customer, tokens.editor]) {
      const read = await rest('GET', `/api/form-submissions/${id}`, { token })
      expect([401, 403, 404]).toContain(read.status)
      expect(read.text).not.toContain('VIP')
      const list = await rest('GET', '/api/form-submissions?depth=0', { token })
      expect(list.text).not.toContain('VIP')

      const query = await graphql(READ, { token, variables: { id } })
      expect(query.json.errors?.length).toBeGreaterThan(0)
      expect(query.text).not.toContain('VIP')

      const patch = await rest('PATCH', `/api/form-submissions/${id}`, {
        token,
        body: { internalNotes: 'changed', assignee: ids.editor },
      })
      expect([401, 403, 404]).toContain(patch.status)
      const mutation = await graphql(UPDATE, {
        token,
        variables: { id, data: { internalNotes: 'changed' } },
      })
      expect(mutation.json.errors?.length).toBeGreaterThan(0)
      expect(await stored(id)).toMatchObject({
        internalNotes: 'VIP: call back',
        assignee: ids.support,
      })
    }
  })

  it('cannot be set by a visitor creating a submission', async () => {
    const data = contactData({ email: 'sneaky@example.com' })
    const created = await rest('POST', '/api/form-submissions', {
      body: {
        form: forms.contact,
        submissionData: [...data, { field: '_startToken', value: startedAMinuteAgo() }],
        internalNotes: 'planted by the visitor',
        assignee: ids.support,
      },
      headers: { 'x-forwarded-for': '198.51.100.201' },
    })
    expect(created.status).toBe(201)
    expect(created.text).not.toContain('planted')
    const viaRest = await stored(created.json.doc.id)
    expect(viaRest.internalNotes ?? null).toBeNull()
    expect(viaRest.assignee ?? null).toBeNull()

    const viaGraphQL = await graphql(CREATE, {
      variables: {
        data: {
          form: forms.contact,
          submissionData: [
            ...contactData({ email: 'sneaky2@example.com' }),
            { field: '_startToken', value: startedAMinuteAgo() },
          ],
          internalNotes: 'planted by the visitor',
          assignee: ids.support,
        },
      },
      headers: { 'x-forwarded-for': '198.51.100.202' },
    })
    const createdId = viaGraphQL.json.data?.createFormSubmission?.id
    if (createdId) {
      const doc = await stored(createdId)
      expect(doc.internalNotes ?? null).toBeNull()
      expect(doc.assignee ?? null).toBeNull()
    } else {
      expect(viaGraphQL.json.errors?.length).toBeGreaterThan(0)
    }
    const planted = await payload.count({
      collection: 'form-submissions',
      where: { internalNotes: { like: 'planted' } },
      overrideAccess: true,
    })
    expect(planted.totalDocs).toBe(0)
  })

  it('are read and set by support, who may only assign support or admin staff', async () => {
    const id = await submission()
    const patch = await rest('PATCH', `/api/form-submissions/${id}`, {
      token: tokens.support,
      body: {
        internalNotes: 'Called, wants an offer',
        assignee: ids.support,
        status: 'in-progress',
      },
    })
    expect(patch.status).toBe(200)
    const read = await rest('GET', `/api/form-submissions/${id}?depth=0`, { token: tokens.support })
    expect(read.json).toMatchObject({
      internalNotes: 'Called, wants an offer',
      assignee: ids.support,
      status: 'in-progress',
    })
    const query = await graphql(READ, { token: tokens.support, variables: { id } })
    expect(query.json.data.FormSubmission).toMatchObject({
      internalNotes: 'Called, wants an offer',
      assignee: { id: ids.support },
    })
    const mutation = await graphql(UPDATE, {
      token: tokens.support,
      variables: { id, data: { internalNotes: 'Offer sent' } },
    })
    expect(mutation.json.data.updateFormSubmission.internalNotes).toBe('Offer sent')

    const toEditor = await rest('PATCH', `/api/form-submissions/${id}`, {
      token: tokens.admin,
      body: { assignee: ids.editor },
    })
    expect(toEditor.status).toBe(400)
    expect((await stored(id)).assignee).toBe(ids.support)

    const filtered = await rest(
      'GET',
      `/api/form-submissions?depth=0&where[assignee][equals]=${ids.support}&where[status][equals]=in-progress`,
      { token: tokens.support },
    )
    expect(filtered.json.docs.map((doc: { id: number }) => doc.id)).toEqual([id])
  })
  it('refuse a support user assigning a colleague, over REST and GraphQL; admins may', async () => {
    const id = await submission()
    const viaRest = await rest('PATCH', `/api/form-submissions/${id}`, {
      token: tokens.support,
      body: { assignee: ids.colleague, status: 'in-progress' },
      headers: { 'Accept-Language': 'de' },
    })
    expect(viaRest.status).toBe(403)
    expect(viaRest.text).toContain('nur sich selbst zuweisen')
    const viaGraphql = await graphql(UPDATE, {
      token: tokens.support,
      variables: { id, data: { assignee: ids.colleague, internalNotes: 'handed over' } },
    })
    expect(viaGraphql.json.errors?.length).toBeGreaterThan(0)
    expect(viaGraphql.json.data?.updateFormSubmission ?? null).toBeNull()
    const created = await rest('POST', '/api/form-submissions', {
      token: tokens.support,
      body: { form: forms.contact, submissionData: [], assignee: ids.colleague },
    })
    expect(created.status).toBe(403)
    expect(await stored(id)).toMatchObject({ assignee: null, status: 'new' })
    expect((await stored(id)).internalNotes ?? null).toBeNull()

    // Taking it, and giving it back, is theirs to do.
    const take = await rest('PATCH', `/api/form-submissions/${id}`, {
      token: tokens.support,
      body: { assignee: ids.support },
    })
    expect(take.status).toBe(200)
    const giveBack = await graphql(UPDATE, {
      token: tokens.support,
      variables: { id, data: { assignee: null } },
    })
    expect(giveBack.json.errors).toBeUndefined()
    expect((await stored(id)).assignee ?? null).toBeNull()

    // An admin hands it to the colleague; support still sets the status (the admin UI sends the
    // unchanged assignee along) but cannot hand it on to anybody else.
    const handOver = await rest('PATCH', `/api/form-submissions/${id}`, {
      token: tokens.admin,
      body: { assignee: ids.colleague },
    })
    expect(handOver.status).toBe(200)
    const status = await rest('PATCH', `/api/form-submissions/${id}`, {
      token: tokens.support,
      body: { assignee: ids.colleague, status: 'done' },
    })
    expect(status.status).toBe(200)
    expect(await stored(id)).toMatchObject({ assignee: ids.colleague, status: 'done' })
    const toAdmin = await rest('PATCH', `/api/form-submissions/${id}`, {
      token: tokens.support,
      body: { assignee: ids.admin },
    })
    expect(toAdmin.status).toBe(403)
    expect((await stored(id)).assignee).toBe(ids.colleague)
  })
})

describe('submission export', () => {
  it('keeps status, assignee, internal notes and language in the CSV', async () => {
    const id = await submission()
    await payload.update({
      collection: 'form-submissions',
      id,
      data: { internalNotes: 'Exported note', assignee: ids.support, status: 'done' },
      context: { skipNotification: true },
    })
    const csv = await rest('POST', '/api/exports/download', {
      token: tokens.support,
      body: { data: { collectionSlug: 'form-submissions', format: 'csv' } },
    })
    expect(csv.status).toBe(200)
    const [header, ...rows] = csv.text.trim().split(/\r?\n/)
    const columns = header!.split(',')
    for (const column of ['status', 'assignee', 'internalNotes', 'locale', 'form', 'createdAt'])
      expect(columns).toContain(column)
    const row = rows.find((line) => line.includes('Exported note'))!.split(',')
    expect(row[columns.indexOf('assignee')]).toBe(String(ids.support))
    expect(row[columns.indexOf('status')]).toBe('done')
  })
})

describe('newsletter audience', () => {
  const subscriber = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed') =>
    payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email,
        status,
        locale: 'en',
        confirmedAt: status === 'confirmed' ? '2026-11-01T10:00:00.000Z' : undefined,
      },
      depth: 0,
    })

  it('exports confirmed subscribers only, as CSV, to support and admins', async () => {
    await subscriber('one@example.com', 'confirmed')
    await subscriber('=formula@example.com', 'confirmed')
    await subscriber('waiting@example.com', 'pending')
    await subscriber('gone@example.com', 'unsubscribed')

    for (const token of [undefined, tokens.customer, tokens.editor]) {
      const refused = await rest('GET', '/api/newsletter-subscribers/export-confirmed', { token })
      expect([401, 403]).toContain(refused.status)
      expect(refused.text).not.toContain('one@example.com')
    }

    for (const token of [tokens.support, tokens.admin]) {
      const csv = await rest('GET', '/api/newsletter-subscribers/export-confirmed', { token })
      expect(csv.status).toBe(200)
      const lines = csv.text.trim().split('\r\n')
      expect(lines[0]).toBe('email,locale,confirmedAt,createdAt')
      const emails = lines.slice(1).map((line) => line.split(',')[0])
      expect(emails.sort()).toEqual(["'=formula@example.com", 'one@example.com'])
      expect(csv.text).toContain('2026-11-01T10:00:00.000Z')
    }
  })

  it('unsubscribes without log-in, and a second click changes nothing', async () => {
    const doc = await subscriber('leaving@example.com', 'confirmed')
    const token = unsubscribeToken(doc.id, doc.email)
    const UNSUBSCRIBE = /* GraphQL */ `
      mutation ($token: String!) {
        unsubscribeNewsletter(token: $token)
      }
    `
    const first = await graphql(UNSUBSCRIBE, { variables: { token } })
    expect(first.json.data.unsubscribeNewsletter).toBe(true)
    const after = await payload.findByID({ collection: 'newsletter-subscribers', id: doc.id })
    expect(after.status).toBe('unsubscribed')
    expect(after.unsubscribedAt).toBeTruthy()

    const second = await graphql(UNSUBSCRIBE, { variables: { token } })
    expect(second.json.data.unsubscribeNewsletter).toBe(true)
    const again = await payload.findByID({ collection: 'newsletter-subscribers', id: doc.id })
    expect(again.status).toBe('unsubscribed')
    expect(again.unsubscribedAt).toBe(after.unsubscribedAt)
    expect(again.updatedAt).toBe(after.updatedAt)

    const forged = await graphql(UNSUBSCRIBE, { variables: { token: `${doc.id}.forged` } })
    expect(forged.json.data.unsubscribeNewsletter).toBe(false)
  })
})
