import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedFormsAndSettings, type SeededForms } from '../helpers/forms'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * The refusals the admin shows as they are (the product's own messages: src/admin/translations.ts),
 * in the admin's language on REST (what the admin itself calls) and GraphQL: German when the admin
 * language cookie or Accept-Language says German, English when they say English. The refusal of
 * deleting a file in use: media-usage.test.ts; the log-in limits' 503: scale-limits.test.ts.
 */
let app: TestPayload
let payload: Payload
let forms: SeededForms
let rest: (typeof import('../helpers/http'))['rest']
let graphql: (typeof import('../helpers/http'))['graphql']
const tokens = { editor: '', support: '', admin: '' }
let colleague = 0

const languages: { language: 'de' | 'en'; headers: Record<string, string> }[] = [
  { language: 'de', headers: { Cookie: 'payload-lng=de' } },
  { language: 'de', headers: { 'Accept-Language': 'de-CH,de;q=0.9' } },
  { language: 'en', headers: { Cookie: 'payload-lng=en' } },
  { language: 'en', headers: { 'Accept-Language': 'en' } },
]

const staff = async (role: 'editor' | 'support' | 'admin', name: string = role) => {
  const email = `${name}@unbound.example`
  const password = `${name}-password-1`
  const user = await payload.create({ collection: 'users', data: { email, password, role } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token! }
}

/** Every message of a REST error answer: the error's own and its fields'. */
const restMessages = (json: any): string[] =>
  (json?.errors ?? []).flatMap((error: any) => [
    error.message,
    ...(error.data?.errors ?? []).map((field: any) => field.message),
  ])

/** Every message of a GraphQL answer's errors: the error's own and its fields'. */
const graphqlMessages = (json: any): string[] =>
  (json?.errors ?? []).flatMap((error: any) => [
    error.message,
    ...(error.extensions?.data?.errors ?? []).map((field: any) => field.message),
  ])

beforeAll(async () => {
  app = await startPayload({ RATE_LIMIT_MULTIPLIER: '100' })
  payload = app.payload
  forms = await seedFormsAndSettings(payload)
  ;({ rest, graphql } = await import('../helpers/http'))
  for (const role of ['editor', 'support', 'admin'] as const)
    tokens[role] = (await staff(role)).token
  colleague = (await staff('support', 'colleague')).id
})

afterAll(async () => {
  await app?.stop()
})

describe('refusals in the admin language', () => {
  it('a slug that is no URL segment', async () => {
    const category = await payload.create({
      collection: 'categories',
      locale: 'de-CH',
      data: { title: 'Handel', _status: 'published' } as never,
    })
    const expected = {
      de: 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche verwenden.',
      en: 'Use lower-case letters, digits and single hyphens only.',
    }
    for (const { language, headers } of languages) {
      const viaRest = await rest('PATCH', `/api/categories/${category.id}?locale=de-CH`, {
        token: tokens.editor,
        body: { slug: '!!!' },
        headers,
      })
      expect(viaRest.status).toBe(400)
      expect(restMessages(viaRest.json)).toContain(expected[language])

      const viaGraphql = await graphql(
        `mutation { updateCategory(id: ${category.id}, locale: de_CH, data: { slug: "!!!" }) { id } }`,
        { token: tokens.editor, headers },
      )
      expect(graphqlMessages(viaGraphql.json)).toContain(expected[language])
    }
    const stored = await payload.findByID({ collection: 'categories', id: category.id })
    expect(stored.slug).toBe('handel')
  })

  it('support assigning a lead to a colleague', async () => {
    const lead = await payload.create({
      collection: 'form-submissions',
      data: { form: forms.contact, submissionData: [], status: 'new' },
      context: { skipNotification: true },
      depth: 0,
    })
    const expected = {
      de: /^Der Support kann eine Anfrage nur sich selbst zuweisen/,
      en: /^Support staff can assign a lead only to themselves/,
    }
    for (const { language, headers } of languages) {
      const viaRest = await rest('PATCH', `/api/form-submissions/${lead.id}`, {
        token: tokens.support,
        body: { assignee: colleague },
        headers,
      })
      expect(viaRest.status).toBe(403)
      expect(restMessages(viaRest.json)[0]).toMatch(expected[language])

      const viaGraphql = await graphql(
        `mutation { updateFormSubmission(id: ${lead.id}, data: { assignee: ${colleague} }) { id } }`,
        { token: tokens.support, headers },
      )
      expect(graphqlMessages(viaGraphql.json)[0]).toMatch(expected[language])
    }
    const stored = await payload.findByID({ collection: 'form-submissions', id: lead.id, depth: 0 })
    expect(stored.assignee ?? null).toBeNull()
  })

  it("staff setting a customer's password", async () => {
    const customer = await payload.create({
      collection: 'customers',
      data: { email: 'shop@example.com', password: 'customer-password-1' },
      disableVerificationEmail: true,
    })
    const expected = {
      de: /^Das Team kann Passwort und E-Mail-Adresse eines Kunden nicht setzen/,
      en: /^Staff cannot set a customer's password or e-mail address/,
    }
    for (const { language, headers } of languages) {
      const viaRest = await rest('PATCH', `/api/customers/${customer.id}`, {
        token: tokens.admin,
        body: { password: 'chosen-by-staff-1' },
        headers,
      })
      expect(viaRest.status).toBe(403)
      expect(restMessages(viaRest.json)[0]).toMatch(expected[language])

      const viaGraphql = await graphql(
        `mutation { updateCustomer(id: ${customer.id}, data: { password: "chosen-by-staff-1" }) { id } }`,
        { token: tokens.admin, headers },
      )
      expect(graphqlMessages(viaGraphql.json)[0]).toMatch(expected[language])
    }
    await expect(
      payload.login({
        collection: 'customers',
        data: { email: 'shop@example.com', password: 'chosen-by-staff-1' },
      }),
    ).rejects.toThrow()
  })
})
