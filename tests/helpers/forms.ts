import type { Payload } from 'payload'

import { issueFormStart } from '@/forms/formStart'
import { inLocale, withIdsFrom } from '@/seed/bilingual'
import { forms } from '@/seed/content/forms'
import { markdownToRichText } from '@/seed/write'

/** Complete site settings of the tests (GraphQL's update input wants every required field). */
export const testSiteSettings = {
  brandName: 'Unbound',
  engineName: 'Unbound Engine',
  contactEmail: 'hello@unbound.example',
  contactPhone: '+41 44 500 12 34',
  supportEmail: 'support@unbound.example',
  staffNotificationEmail: 'leads@unbound.example',
  docsUrl: 'https://docs.unbound.example',
  instanceDomain: 'unbound.cloud',
  sharedMailDomain: 'mail.unbound.cloud',
}

export type SeededForms = Record<'contact' | 'audit' | 'newsletter', number>

/** The site settings and the three seeded forms (from the real seed content), in both languages. */
export async function seedFormsAndSettings(payload: Payload): Promise<SeededForms> {
  const toRichText = await markdownToRichText(payload)
  const resolve = () => {
    throw new Error('forms have no references')
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: testSiteSettings,
  })
  const ids: Partial<SeededForms> = {}
  for (const document of forms.documents) {
    const de = inLocale(document.data, 'de-CH', resolve, toRichText) as Record<string, unknown>
    const created = await payload.create({
      collection: 'forms',
      locale: 'de-CH',
      data: de as never,
      depth: 0,
    })
    const en = inLocale(document.data, 'en', resolve, toRichText)
    await payload.update({
      collection: 'forms',
      id: created.id,
      locale: 'en',
      data: withIdsFrom(created, en) as never,
      depth: 0,
    })
    ids[document.key as keyof SeededForms] = created.id as number
  }
  return ids as SeededForms
}

let address = 0
/** A new client address for each call, so rate limits of one test don't touch another. */
export const nextClientAddress = () => `198.51.100.${(address = (address % 250) + 1)}`

export async function graphql(
  payload: Payload,
  query: string,
  variables: Record<string, unknown>,
  ip = nextClientAddress(),
): Promise<{
  status: number
  body: {
    data?: Record<string, any>
    errors?: { message: string; extensions?: { statusCode?: number } }[]
  }
}> {
  const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
  const response = await GRAPHQL_POST(Promise.resolve(payload.config))(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return { status: response.status, body: await response.json() }
}

export async function rest(
  payload: Payload,
  method: 'POST',
  path: string,
  body: unknown,
  ip = nextClientAddress(),
): Promise<{ status: number; body: any }> {
  const { REST_POST } = await import('@payloadcms/next/routes')
  const response = await REST_POST(Promise.resolve(payload.config))(
    new Request(`http://localhost/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: path.split('?')[0]!.split('/') }) },
  )
  return { status: response.status, body: await response.json().catch(() => null) }
}

export const SUBMIT = /* GraphQL */ `
  mutation Submit(
    $form: String!
    $locale: String
    $data: [FormFieldValueInput!]!
    $captchaToken: String
    $startToken: String
  ) {
    submitForm(
      form: $form
      locale: $locale
      data: $data
      captchaToken: $captchaToken
      startToken: $startToken
    ) {
      ok
      id
      message
      fieldErrors {
        field
        message
      }
      captcha {
        token
        question
      }
    }
  }
`

export const ISSUE = /* GraphQL */ `
  mutation {
    issueCaptcha {
      token
      question
      expiresAt
    }
  }
`

export const ISSUE_START = /* GraphQL */ `
  mutation {
    issueFormStart {
      token
      expiresAt
    }
  }
`

export const answerOf = (question: string) => {
  const [a, b] = question.match(/\d+/g)!.map(Number)
  return String(a! + b!)
}

export const contactData = (overrides: Record<string, string> = {}) =>
  Object.entries({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+41 79 123 45 67',
    message: 'Hello',
    ...overrides,
  }).map(([field, value]) => ({ field, value }))

/** A genuine form start token of a visitor who started filling in the form a minute ago. */
export const startedAMinuteAgo = () => issueFormStart(Date.now() - 60_000).token
