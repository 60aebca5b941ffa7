import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reserved } from '@/forms/rules'

import { bootControl, customer, gql, password, rest, staff, type Auth } from '../helpers/control'
import { startedAMinuteAgo, testSiteSettings } from '../helpers/forms'
import { paragraph } from '../helpers/lexical'
import type { TestPayload } from '../helpers/payload'

/**
 * Rows 1, 2, 7, 8, 9 and 11 of the security review, each tried as the attack it
 * was: real REST/GraphQL requests that must be refused and leave nothing behind.
 */
let started: TestPayload
let payload: Payload
let owner: Awaited<ReturnType<typeof customer>>
let admin: Awaited<ReturnType<typeof staff>>
let support: { doc: { id: number | string }; auth: Auth }
let editor: { doc: { id: number | string }; auth: Auth }
let form: number | string

async function staffWithRole(email: string, role: 'editor' | 'support') {
  const doc = await payload.create({
    collection: 'users',
    data: { email, password, role },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { doc, auth: { token: token! } }
}

const count = async (
  collection:
    | 'exports'
    | 'imports'
    | 'form-submissions'
    | 'payload-jobs'
    | 'payload-locked-documents'
    | 'payload-preferences',
) => (await payload.count({ collection, overrideAccess: true })).totalDocs

/** A multipart REST request carrying a file, as the admin's upload form sends it. */
async function upload(
  path: string,
  auth: Auth | undefined,
  data: Record<string, unknown>,
  file: { name: string; type: string; content: string },
) {
  const { REST_POST } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const body = new FormData()
  body.set('_payload', JSON.stringify(data))
  body.set('file', new Blob([file.content], { type: file.type }), file.name)
  const headers = new Headers({ 'x-forwarded-for': '203.0.113.20' })
  if (auth?.token) headers.set('Authorization', `JWT ${auth.token}`)
  const url = new URL(`http://control.test/api${path}`)
  const response = await REST_POST(config)(new Request(url, { method: 'POST', headers, body }), {
    params: Promise.resolve({
      slug: url.pathname
        .replace(/^\/api\//, '')
        .split('/')
        .filter(Boolean),
    }),
  })
  return { status: response.status, text: await response.text() }
}

beforeAll(async () => {
  started = await bootControl()
  payload = started.payload
  owner = await customer(payload, 'owner@rows.test')
  admin = await staff(payload, 'admin@rows.test')
  support = await staffWithRole('support@rows.test', 'support')
  editor = await staffWithRole('editor@rows.test', 'editor')
  form = (
    await payload.create({
      collection: 'forms',
      data: {
        title: 'Contact',
        purpose: 'contact',
        sendConfirmation: false,
        confirmationType: 'message',
        confirmationMessage: paragraph('Thanks'),
        fields: [{ blockType: 'textarea', name: 'message', label: 'Message', required: false }],
      } as never,
    })
  ).id
  await payload.updateGlobal({
    slug: 'site-settings',
    data: testSiteSettings,
  })
})
afterAll(async () => started?.stop())

describe('#1 staff exports', () => {
  it('a customer can neither list, read, download nor delete an export of form submissions', async () => {
    const content = 'name,email\nAda Lovelace,ada@example.com\n'
    const exported = await payload.create({
      collection: 'exports',
      data: { name: 'leads', collectionSlug: 'form-submissions', format: 'csv' } as never,
      file: {
        data: Buffer.from(content),
        mimetype: 'text/csv',
        name: 'leads-row1.csv',
        size: content.length,
      },
      overrideAccess: true,
    })
    for (const path of [
      '/exports',
      `/exports/${exported.id}`,
      `/exports/file/${exported.filename}`,
    ]) {
      const result = await rest('GET', path, owner.auth)
      expect([401, 403, 404], `GET ${path}`).toContain(result.status)
      expect(result.text).not.toContain('ada@example.com')
    }
    const graph = await gql('{ Exports { docs { id url } } }', {}, owner.auth)
    expect(graph.body.errors?.length).toBeGreaterThan(0)
    const removed = await rest('DELETE', `/exports/${exported.id}`, owner.auth)
    expect([401, 403, 404]).toContain(removed.status)
    expect(
      await payload.findByID({
        collection: 'exports',
        id: exported.id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeTruthy()

    // Support, who works with submissions, downloads it.
    const download = await rest('GET', `/exports/file/${exported.filename}`, support.auth)
    expect(download.status).toBe(200)
    expect(download.text).toContain('ada@example.com')
  })

  it('an editor cannot export submissions either', async () => {
    const before = await count('exports')
    const created = await rest('POST', '/exports', editor.auth, {
      name: 'mine',
      collectionSlug: 'form-submissions',
      format: 'csv',
    })
    expect([401, 403]).toContain(created.status)
    const download = await rest('POST', '/exports/download', editor.auth, {
      data: { collectionSlug: 'form-submissions', format: 'csv' },
    })
    expect([401, 403]).toContain(download.status)
    expect(download.text).not.toContain('ada@example.com')
    expect(await count('exports')).toBe(before)
  })
})

describe('#2 bulk imports', () => {
  it('a customer cannot import form submissions: refused, nothing stored, nothing queued to mail', async () => {
    const [imports, submissions, jobs] = [
      await count('imports'),
      await count('form-submissions'),
      await count('payload-jobs'),
    ]
    const result = await upload(
      '/imports',
      owner.auth,
      { collectionSlug: 'form-submissions', importMode: 'create' },
      {
        name: 'victims.csv',
        type: 'text/csv',
        content: `form,email,submissionData_0_field,submissionData_0_value\n${form},victim@example.com,message,Buy now\n`,
      },
    )
    expect([401, 403]).toContain(result.status)
    expect(await count('imports')).toBe(imports)
    expect(await count('form-submissions')).toBe(submissions)
    expect(await count('payload-jobs')).toBe(jobs)
  })

  it('imports and exports take CSV or JSON files only, even from support', async () => {
    const before = await count('imports')
    const result = await upload(
      '/imports',
      support.auth,
      { collectionSlug: 'form-submissions', importMode: 'create' },
      {
        name: 'page.xml',
        type: 'application/xml',
        content:
          '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      },
    )
    expect(result.status).toBe(400)
    expect(await count('imports')).toBe(before)
    const exported = await upload(
      '/exports',
      support.auth,
      { name: 'x', collectionSlug: 'form-submissions', format: 'csv' },
      {
        name: 'page.xml',
        type: 'application/xml',
        content: '<?xml version="1.0"?><x/>',
      },
    )
    expect(exported.status).toBe(400)
  })
})

describe('#7 staff roles', () => {
  it('an editor cannot make itself admin', async () => {
    const viaRest = await rest('PATCH', `/users/${editor.doc.id}`, editor.auth, { role: 'admin' })
    expect([401, 403, 404]).toContain(viaRest.status)
    const viaGraphQL = await gql(
      `mutation { updateUser(id: ${editor.doc.id}, data: { role: admin }) { role } }`,
      {},
      editor.auth,
    )
    expect(viaGraphQL.body.errors?.length).toBeGreaterThan(0)
    const stored = await payload.findByID({
      collection: 'users',
      id: editor.doc.id,
      overrideAccess: true,
    })
    expect(stored.role).toBe('editor')
  })

  it('an editor cannot set an admin’s password or e-mail, nor log in with the one it chose', async () => {
    const hijack = await rest('PATCH', `/users/${admin.doc.id}`, editor.auth, {
      password: 'hijacked-password-1',
      email: 'editor-owned@rows.test',
    })
    expect([401, 403, 404]).toContain(hijack.status)
    const viaGraphQL = await gql(
      `mutation { updateUser(id: ${admin.doc.id}, data: { password: "hijacked-password-1" }) { id } }`,
      {},
      editor.auth,
    )
    expect(viaGraphQL.body.errors?.length).toBeGreaterThan(0)
    const login = await rest('POST', '/users/login', undefined, {
      email: 'admin@rows.test',
      password: 'hijacked-password-1',
    })
    expect(login.status).toBe(401)
    const stored = await payload.findByID({
      collection: 'users',
      id: admin.doc.id,
      overrideAccess: true,
    })
    expect(stored.email).toBe('admin@rows.test')
    expect(
      (await rest('POST', '/users/login', undefined, { email: 'admin@rows.test', password }))
        .status,
    ).toBe(200)
  })

  it('an editor cannot create an admin, and no admin changes their own role', async () => {
    const created = await rest('POST', '/users', editor.auth, {
      email: 'new-admin@rows.test',
      password: 'a-long-password-1',
      role: 'admin',
    })
    expect([401, 403]).toContain(created.status)
    expect(
      (
        await payload.find({
          collection: 'users',
          where: { email: { equals: 'new-admin@rows.test' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    const demote = await rest('PATCH', `/users/${admin.doc.id}`, admin.auth, { role: 'editor' })
    expect([401, 403, 404]).toContain(demote.status)
    expect(
      (await payload.findByID({ collection: 'users', id: admin.doc.id, overrideAccess: true }))
        .role,
    ).toBe('admin')
    // An admin does change another user's role and password.
    expect(
      (
        await rest('PATCH', `/users/${support.doc.id}`, admin.auth, {
          role: 'support',
          name: 'Support',
        })
      ).status,
    ).toBe(200)
  })

  it('staff read their own account only, admins every account', async () => {
    const list = await rest('GET', '/users?depth=0', editor.auth)
    expect(list.body.docs.map((doc: { id: unknown }) => doc.id)).toEqual([editor.doc.id])
    const all = await rest('GET', '/users?depth=0&limit=100', admin.auth)
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(3)
  })
})

describe('#8 edit locks and preferences', () => {
  it('a customer cannot create, read or delete edit locks, nor store preferences', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Locked', slug: 'locked', _status: 'published' },
    })
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'pages', value: page.id },
        user: { relationTo: 'users', value: admin.doc.id },
      } as never,
      overrideAccess: true,
    })
    const [locks, preferences] = [
      await count('payload-locked-documents'),
      await count('payload-preferences'),
    ]
    const fake = await rest('POST', '/payload-locked-documents', owner.auth, {
      document: { relationTo: 'pages', value: page.id },
      user: { relationTo: 'users', value: admin.doc.id },
    })
    expect([401, 403]).toContain(fake.status)
    expect([401, 403]).toContain(
      (await rest('GET', '/payload-locked-documents', owner.auth)).status,
    )
    expect([401, 403, 404]).toContain(
      (await rest('DELETE', `/payload-locked-documents/${lock.id}`, owner.auth)).status,
    )
    expect([401, 403]).toContain(
      (await rest('POST', '/payload-preferences/nav', owner.auth, { value: { open: true } }))
        .status,
    )
    expect([401, 403]).toContain((await rest('GET', '/payload-preferences/nav', owner.auth)).status)
    expect(await count('payload-locked-documents')).toBe(locks)
    expect(await count('payload-preferences')).toBe(preferences)
  })

  it('a staff user cannot lock a document in another user’s name or remove another’s lock', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Locked 2', slug: 'locked-2', _status: 'published' },
    })
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'pages', value: page.id },
        user: { relationTo: 'users', value: admin.doc.id },
      } as never,
      overrideAccess: true,
    })
    const inAdminsName = await rest('POST', '/payload-locked-documents', editor.auth, {
      document: { relationTo: 'pages', value: page.id },
      user: { relationTo: 'users', value: admin.doc.id },
    })
    expect([401, 403]).toContain(inAdminsName.status)
    expect([401, 403, 404]).toContain(
      (await rest('DELETE', `/payload-locked-documents/${lock.id}`, editor.auth)).status,
    )
    const own = await rest('POST', '/payload-locked-documents', editor.auth, {
      document: { relationTo: 'pages', value: page.id },
      user: { relationTo: 'users', value: editor.doc.id },
    })
    expect(own.status).toBe(201)
  })
})

describe('#9 server-managed submission fields', () => {
  it('an anonymous submission cannot set its status, notification or retention fields (REST and GraphQL)', async () => {
    // A genuine, old enough form start: without it the submission would be stored as spam anyway.
    const forged = () => ({
      form,
      submissionData: [
        { field: 'message', value: 'Hello' },
        { field: reserved.startToken, value: startedAMinuteAgo() },
      ],
      status: 'done',
      notifications: {
        staffNotifiedAt: '2026-01-01T00:00:00.000Z',
        confirmationSentAt: '2026-01-01T00:00:00.000Z',
      },
      retention: { confirmDeletion: true, reviewDue: true },
    })
    const viaRest = await rest('POST', '/form-submissions', undefined, forged())
    expect(viaRest.status).toBe(201)
    const viaGraphQL = await gql(
      `mutation($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }`,
      { data: { ...forged(), form: Number(form) } },
    )
    const ids = [viaRest.body.doc.id, viaGraphQL.body.data?.createFormSubmission?.id].filter(
      Boolean,
    )
    expect(ids).toHaveLength(2)
    for (const id of ids) {
      const stored = await payload.findByID({
        collection: 'form-submissions',
        id,
        overrideAccess: true,
      })
      expect(stored.status).toBe('new')
      expect(stored.notifications?.staffNotifiedAt ?? null).toBeNull()
      expect(stored.notifications?.confirmationSentAt ?? null).toBeNull()
      expect(stored.retention?.confirmDeletion).toBe(false)
      expect(stored.retention?.reviewDue).toBe(false)
    }
  })

  it('support sets a submission’s status but cannot rewrite what the visitor sent, nor delete it', async () => {
    const id = (
      await rest('POST', '/form-submissions', undefined, {
        form,
        submissionData: [{ field: 'message', value: 'Original' }],
      })
    ).body.doc.id
    const changed = await rest('PATCH', `/form-submissions/${id}`, support.auth, {
      status: 'in-progress',
      submissionData: [{ field: 'message', value: 'Rewritten' }],
      retention: { confirmDeletion: true },
    })
    expect(changed.status).toBe(200)
    const stored = await payload.findByID({
      collection: 'form-submissions',
      id,
      overrideAccess: true,
    })
    expect(stored.status).toBe('in-progress')
    expect(stored.submissionData?.[0]?.value).toBe('Original')
    expect(stored.retention?.confirmDeletion).toBe(false)
    expect([401, 403, 404]).toContain(
      (await rest('DELETE', `/form-submissions/${id}`, support.auth)).status,
    )
  })
})

describe('customer accounts', () => {
  it('a customer cannot change its verification, extend its trial, or change e-mail or password over REST or GraphQL', async () => {
    const before = await payload.findByID({
      collection: 'customers',
      id: owner.doc.id,
      overrideAccess: true,
    })
    await rest('PATCH', `/customers/${owner.doc.id}`, owner.auth, {
      _verified: false,
      trialEndsAt: '2099-01-01T00:00:00.000Z',
      name: 'Renamed',
    })
    const stored = await payload.findByID({
      collection: 'customers',
      id: owner.doc.id,
      overrideAccess: true,
    })
    expect(stored._verified).toBe(true)
    expect(stored.trialEndsAt).toBe(before.trialEndsAt)
    const password2 = await rest('PATCH', `/customers/${owner.doc.id}`, owner.auth, {
      password: 'a-new-password-99',
    })
    expect([401, 403]).toContain(password2.status)
    const viaGraphQL = await gql(
      `mutation { updateCustomer(id: ${owner.doc.id}, data: { email: "taken@rows.test" }) { id } }`,
      {},
      owner.auth,
    )
    expect(viaGraphQL.body.errors?.length).toBeGreaterThan(0)
    const logIn = await gql(
      `mutation { logInCustomer(email: "owner@rows.test", password: "a-new-password-99") }`,
      {},
    )
    expect(logIn.body.errors?.[0]?.message).toBe('loginFailed')
    expect(
      (await payload.findByID({ collection: 'customers', id: owner.doc.id, overrideAccess: true }))
        .email,
    ).toBe('owner@rows.test')
  })

  it('support extends a trial; an editor cannot even read customers', async () => {
    // A change of the address alongside is refused as a whole: nothing changes.
    const withEmail = await rest('PATCH', `/customers/${owner.doc.id}`, support.auth, {
      trialEndsAt: '2099-01-01T00:00:00.000Z',
      email: 'support-changed@rows.test',
    })
    expect(withEmail.status).toBe(403)
    const extended = await rest('PATCH', `/customers/${owner.doc.id}`, support.auth, {
      trialEndsAt: '2099-01-01T00:00:00.000Z',
    })
    expect(extended.status).toBe(200)
    const stored = await payload.findByID({
      collection: 'customers',
      id: owner.doc.id,
      overrideAccess: true,
    })
    expect(stored.trialEndsAt).toBe('2099-01-01T00:00:00.000Z')
    expect(stored.email).toBe('owner@rows.test')
    expect([401, 403]).toContain((await rest('GET', '/customers', editor.auth)).status)
  })
})

describe('#11 public site settings', () => {
  it('anonymous REST and GraphQL reads do not show the staff notification address', async () => {
    const viaRest = await rest('GET', '/globals/site-settings')
    expect(viaRest.status).toBe(200)
    expect(viaRest.body.contactEmail).toBe('hello@unbound.example')
    expect(viaRest.text).not.toContain('leads@unbound.example')
    const viaGraphQL = await gql('{ SiteSetting { contactEmail staffNotificationEmail } }')
    expect(viaGraphQL.body.data.SiteSetting.contactEmail).toBe('hello@unbound.example')
    expect(viaGraphQL.text).not.toContain('leads@unbound.example')
    const asCustomer = await rest('GET', '/globals/site-settings', owner.auth)
    expect(asCustomer.text).not.toContain('leads@unbound.example')
    const asStaff = await rest('GET', '/globals/site-settings', editor.auth)
    expect(asStaff.body.staffNotificationEmail).toBe('leads@unbound.example')
  })

  it('only admins change site settings; editors change the navigation', async () => {
    expect([401, 403]).toContain(
      (await rest('POST', '/globals/site-settings', editor.auth, { brandName: 'Hacked' })).status,
    )
    expect([401, 403]).toContain(
      (await rest('POST', '/globals/site-settings', support.auth, { brandName: 'Hacked' })).status,
    )
    expect(
      (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).brandName,
    ).toBe('Unbound')
    expect((await rest('POST', '/globals/footer', editor.auth, { tagline: 'Edited' })).status).toBe(
      200,
    )
    expect([401, 403]).toContain(
      (await rest('POST', '/globals/footer', support.auth, { tagline: 'Support edit' })).status,
    )
  })
})
