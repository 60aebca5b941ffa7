import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffUser } from '@/access'
import { dashboardData } from '@/admin/dashboard/data'

import { seedFormsAndSettings, type SeededForms } from '../helpers/forms'
import { paragraph } from '../helpers/lexical'
import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
let payload: Payload
let forms: SeededForms
const users = {} as Record<'editor' | 'support' | 'admin', StaffUser>
const now = new Date()

const submission = (form: number, status: 'new' | 'done') =>
  payload.create({
    collection: 'form-submissions',
    data: { form, submissionData: [], status },
    context: { skipNotification: true },
    depth: 0,
  })

beforeAll(async () => {
  app = await startPayload()
  payload = app.payload
  forms = await seedFormsAndSettings(payload)
  for (const role of ['editor', 'support', 'admin'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}@unbound.example`, password: `${role}-password-1`, role },
    })
    users[role] = { ...user, collection: 'users' }
  }
  await submission(forms.contact, 'new')
  await submission(forms.contact, 'new')
  await submission(forms.contact, 'done')
  await submission(forms.audit, 'new')
  await payload.create({
    collection: 'posts',
    locale: 'de-CH',
    draft: true,
    data: { title: 'Entwurf', excerpt: 'Kurz', content: paragraph('Text'), _status: 'draft' },
  })
  await payload.jobs.queue({
    task: 'notifySubmission',
    input: { submissionId: '999999' },
  })
  await payload.create({
    collection: 'newsletter-subscribers',
    data: {
      email: 'reader@example.com',
      status: 'confirmed',
      locale: 'de-CH',
      confirmedAt: now.toISOString(),
    },
  })
  // A mail job that failed: the dashboard shows its error.
  const failed = await payload.jobs.queue({ task: 'sendAccountEmail', input: {} as never })
  await payload.update({
    collection: 'payload-jobs',
    id: failed.id,
    data: { hasError: true, totalTried: 3, error: { message: 'SMTP refused' } },
  })
})

afterAll(async () => {
  await app?.stop()
})

describe('staff dashboard data', () => {
  it('gives support the leads per form with their new ones, failing mails, and no content items', async () => {
    const data = await dashboardData(payload, users.support, now)
    const byForm = Object.fromEntries(
      (data.leads ?? []).map((form) => [form.formId, [form.total.count, form.new.count]]),
    )
    expect(byForm).toEqual({ [forms.contact]: [3, 2], [forms.audit]: [1, 1] })
    const contact = data.leads!.find((form) => form.formId === forms.contact)!
    expect(contact.new.href).toContain('/admin/collections/form-submissions?')
    expect(decodeURIComponent(contact.new.href)).toContain('[status][equals]=new')
    expect(data.mails?.failing.count).toBe(1)
    expect(data.mails?.latest.map((job) => job.error)).toEqual(['SMTP refused'])
    expect(data.instances).toEqual({
      stuck: expect.objectContaining({ count: 0 }),
      failed: expect.objectContaining({ count: 0 }),
    })
    expect(data.trials?.count).toBe(0)
    expect(data.newsletter?.count).toBe(1)
    expect(data.drafts).toBeUndefined()
    expect(data.scheduled).toBeUndefined()
  })

  it('gives an editor drafts and scheduled publications, never leads or mails', async () => {
    const data = await dashboardData(payload, users.editor, now)
    expect(data.leads).toBeUndefined()
    expect(data.mails).toBeUndefined()
    expect(data.instances).toBeUndefined()
    expect(data.trials).toBeUndefined()
    const drafts = Object.fromEntries(
      (data.drafts ?? []).map((item) => [item.collection, item.count]),
    )
    expect(drafts.posts).toBe(1)
    expect(drafts.pages).toBe(0)
    expect(data.scheduled?.count).toBe(0)
  })

  it('refuses an editor the leads and mail jobs even when asked directly', async () => {
    await expect(
      payload.count({
        collection: 'form-submissions',
        user: users.editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const jobs = await payload.count({
      collection: 'payload-jobs',
      user: users.editor,
      overrideAccess: false,
    })
    expect(jobs.totalDocs).toBe(0)
  })

  it('gives an admin both', async () => {
    const data = await dashboardData(payload, users.admin, now)
    expect(data.leads?.length).toBe(2)
    expect(data.drafts?.find((item) => item.collection === 'posts')?.count).toBe(1)
  })
})
