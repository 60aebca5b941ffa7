import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueCaptcha } from '@/forms/captcha'
import { resetRateLimits } from '@/security/rateLimit'

import {
  answerOf,
  contactData,
  graphql,
  ISSUE,
  rest,
  seedFormsAndSettings,
  startedAMinuteAgo,
  SUBMIT,
  type SeededForms,
} from '../helpers/forms'
import { startPayload, type TestPayload } from '../helpers/payload'

let app: TestPayload
let payload: Payload
let forms: SeededForms

beforeAll(async () => {
  // The fill time counts from each challenge's issue; these tests answer at once.
  app = await startPayload({ RATE_LIMIT_MULTIPLIER: '100', FORM_MIN_FILL_MS: '0' })
  payload = app.payload
  forms = await seedFormsAndSettings(payload)
})

afterAll(async () => {
  await app?.stop()
})

const auditData = (captcha: string, extra: { field: string; value: string }[] = []) => [
  { field: 'website', value: 'shop.example.com' },
  { field: 'email', value: 'owner@shop.example.com' },
  { field: 'captcha', value: captcha },
  ...extra,
]

const restSubmission = (token: string | undefined, answer: string) => ({
  form: forms.audit,
  submissionData: auditData(answer, token ? [{ field: '_captchaToken', value: token }] : []),
})

const CREATE = /* GraphQL */ `
  mutation Create($data: mutationFormSubmissionInput!) {
    createFormSubmission(data: $data) {
      id
    }
  }
`

const auditCount = async () =>
  (
    await payload.count({
      collection: 'form-submissions',
      where: { form: { equals: forms.audit } },
    })
  ).totalDocs

describe('audit captcha', () => {
  it('accepts the right answer once, through the submitForm mutation, and stores the normalized URL', async () => {
    const { body } = await graphql(payload, ISSUE, {})
    const { token, question } = body.data!.issueCaptcha
    expect(question).toMatch(/^\d+ \+ \d+ = \?$/)
    const result = await graphql(payload, SUBMIT, {
      form: String(forms.audit),
      locale: 'en',
      data: auditData(answerOf(question)),
      captchaToken: token,
    })
    expect(result.body.data?.submitForm).toMatchObject({ ok: true })
    const doc = await payload.findByID({
      collection: 'form-submissions',
      id: result.body.data!.submitForm.id,
    })
    expect(doc.website).toBe('https://shop.example.com')
    expect(doc.submissionData?.map((entry) => entry.field)).toEqual([
      'website',
      'email',
      'name',
      'message',
    ])

    // The same challenge a second time: refused on every path.
    const replayGraphql = await graphql(payload, SUBMIT, {
      form: String(forms.audit),
      locale: 'en',
      data: auditData(answerOf(question)),
      captchaToken: token,
    })
    expect(replayGraphql.body.data?.submitForm.ok).toBe(false)
    expect(replayGraphql.body.data?.submitForm.captcha.token).not.toBe(token)
    const replayRest = await rest(
      payload,
      'POST',
      'form-submissions',
      restSubmission(token, answerOf(question)),
    )
    expect(replayRest.status).toBe(400)
  })

  it('answers a wrong sum with "Incorrect CAPTCHA answer" / "Falsche CAPTCHA-Antwort" and a new question', async () => {
    for (const [locale, message] of [
      ['en', 'Incorrect CAPTCHA answer'],
      ['de-CH', 'Falsche CAPTCHA-Antwort'],
    ] as const) {
      const { token, question } = (await graphql(payload, ISSUE, {})).body.data!.issueCaptcha
      const wrong = String(Number(answerOf(question)) + 1)
      const { body } = await graphql(payload, SUBMIT, {
        form: String(forms.audit),
        locale,
        data: auditData(wrong),
        captchaToken: token,
      })
      expect(body.data?.submitForm.ok).toBe(false)
      expect(body.data?.submitForm.fieldErrors).toEqual([{ field: 'captcha', message }])
      expect(body.data?.submitForm.captcha.question).toMatch(/= \?$/)
      // A wrong answer uses the challenge up: the right answer afterwards is refused too.
      const retry = await graphql(payload, SUBMIT, {
        form: String(forms.audit),
        locale,
        data: auditData(answerOf(question)),
        captchaToken: token,
      })
      expect(retry.body.data?.submitForm.ok).toBe(false)
    }
  })

  it('refuses a missing, forged or expired challenge on REST with 400 and stores nothing', async () => {
    const before = await auditCount()
    // The old, readable format: the claims as base64 JSON, with a made-up signature.
    const forgedBody = Buffer.from(
      JSON.stringify({ id: 'forged', a: 1, b: 1, exp: Date.now() + 60_000 }),
    ).toString('base64url')
    const forged = `${forgedBody}.${Buffer.alloc(32).toString('base64url')}`
    const expired = issueCaptcha(Date.now() - 11 * 60 * 1000)

    expect(
      (await rest(payload, 'POST', 'form-submissions', restSubmission(undefined, '2'))).status,
    ).toBe(400)
    const forgedAnswer = await rest(
      payload,
      'POST',
      'form-submissions',
      restSubmission(forged, '2'),
    )
    expect(forgedAnswer.status).toBe(400)
    expect(JSON.stringify(forgedAnswer.body)).toContain('captcha')
    const expiredAnswer = await rest(
      payload,
      'POST',
      'form-submissions',
      restSubmission(expired.token, answerOf(expired.question)),
    )
    expect(expiredAnswer.status).toBe(400)
    expect(await auditCount()).toBe(before)
  })

  it('refuses a missing, forged, replayed or expired challenge on GraphQL createFormSubmission', async () => {
    const before = await auditCount()
    const fresh = issueCaptcha()
    const tampered = `${fresh.token.slice(0, -4)}AAAA`
    const expired = issueCaptcha(Date.now() - 11 * 60 * 1000)
    const used = (await graphql(payload, ISSUE, {})).body.data!.issueCaptcha
    const ok = await graphql(payload, SUBMIT, {
      form: String(forms.audit),
      data: auditData(answerOf(used.question)),
      captchaToken: used.token,
    })
    expect(ok.body.data?.submitForm.ok).toBe(true)

    for (const [token, answer] of [
      [undefined, '2'],
      [tampered, answerOf(fresh.question)],
      [expired.token, answerOf(expired.question)],
      [used.token, answerOf(used.question)],
    ] as const) {
      const { status, body } = await graphql(payload, CREATE, {
        data: restSubmission(token, answer),
      })
      expect(body.data?.createFormSubmission ?? null, JSON.stringify(body)).toBeNull()
      expect(body.errors?.[0]?.extensions?.statusCode ?? status, JSON.stringify(body)).toBe(400)
    }
    expect(await auditCount()).toBe(before + 1)
  })

  it('lets a new challenge through after a reset', async () => {
    const first = (await graphql(payload, ISSUE, {})).body.data!.issueCaptcha
    const second = (await graphql(payload, ISSUE, {})).body.data!.issueCaptcha
    expect(second.token).not.toBe(first.token)
    const { body } = await graphql(payload, SUBMIT, {
      form: String(forms.audit),
      data: auditData(answerOf(second.question)),
      captchaToken: second.token,
    })
    expect(body.data?.submitForm.ok).toBe(true)
  })
})

describe('rate limit', () => {
  it('answers 429 with a localized message once a client used up its submissions', async () => {
    const previous = process.env.RATE_LIMIT_MULTIPLIER
    process.env.RATE_LIMIT_MULTIPLIER = '1'
    resetRateLimits()
    try {
      const ip = '203.0.113.99'
      const statuses: number[] = []
      for (let i = 0; i < 6; i += 1) {
        const response = await rest(
          payload,
          'POST',
          'form-submissions?locale=en',
          {
            form: forms.contact,
            locale: 'en',
            submissionData: contactData({ email: `rate${i}@example.com` }),
          },
          ip,
        )
        statuses.push(response.status)
        if (response.status === 429)
          expect(JSON.stringify(response.body)).toContain('Too many requests')
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
      expect(statuses[5]).toBe(429)

      const viaGraphql = await graphql(
        payload,
        SUBMIT,
        {
          form: String(forms.contact),
          locale: 'de-CH',
          data: contactData(),
          startToken: startedAMinuteAgo(),
        },
        ip,
      )
      expect(viaGraphql.body.errors?.[0]?.extensions?.statusCode).toBe(429)
      expect(viaGraphql.body.errors?.[0]?.message).toBe(
        'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
      )

      // Another client is not affected.
      const other = await graphql(payload, SUBMIT, {
        form: String(forms.contact),
        locale: 'en',
        data: contactData(),
        startToken: startedAMinuteAgo(),
      })
      expect(other.body.data?.submitForm.ok).toBe(true)
    } finally {
      process.env.RATE_LIMIT_MULTIPLIER = previous
      resetRateLimits()
    }
  })
})
