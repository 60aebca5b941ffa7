import { afterEach, describe, expect, it } from 'vitest'

import { escapeHtml } from '@/email/escape'
import { issueCaptcha, readCaptchaToken } from '@/forms/captcha'
import {
  confirmationLifetimeMs,
  confirmToken,
  tokenSubject,
  unsubscribeToken,
  verifyNewsletterToken,
} from '@/forms/newsletter/tokens'
import { parseSubmission } from '@/forms/rules'
import { clientAddress } from '@/security/clientAddress'
import { rateLimit, resetRateLimits } from '@/security/rateLimit'

process.env.PAYLOAD_SECRET ||= 'unit-test-secret'

afterEach(() => {
  delete process.env.RATE_LIMIT_MULTIPLIER
  resetRateLimits()
})

describe('rateLimit', () => {
  it('allows `limit` requests per window and reports when to retry', async () => {
    const results = []
    for (let i = 0; i < 4; i++)
      results.push(await rateLimit({ key: 'unit:a', limit: 3, windowMs: 60_000 }))
    expect(results.map((result) => result.ok)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterMs).toBeGreaterThan(0)
    expect((await rateLimit({ key: 'unit:b', limit: 3, windowMs: 60_000 })).ok).toBe(true)
  })

  it('multiplies limits by RATE_LIMIT_MULTIPLIER', async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '10'
    expect((await rateLimit({ key: 'unit:c', limit: 2, windowMs: 60_000 })).limit).toBe(20)
  })

  it('takes the client address from the entry the server wrote (trusted proxies are applied there)', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }))).toBe(
      '203.0.113.5',
    )
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::ffff:203.0.113.5' }))).toBe(
      '203.0.113.5',
    )
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})

describe('captcha tokens', () => {
  it('reads a genuine token and refuses a tampered one', () => {
    const { token, question } = issueCaptcha()
    const claims = readCaptchaToken(token)!
    expect(question).toBe(`${claims.a} + ${claims.b} = ?`)
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.slice(-1)
    expect(readCaptchaToken(flipped)).toBeNull()
    expect(readCaptchaToken(`${token}x`)).toBeNull()
    expect(readCaptchaToken('garbage')).toBeNull()
  })
})

describe('newsletter tokens', () => {
  it('bind the subscriber id and e-mail address', () => {
    const token = confirmToken(7, 'a@example.com')
    expect(tokenSubject(token)).toBe('7')
    expect(verifyNewsletterToken('confirm', token, 7, 'a@example.com')).toBe(true)
    expect(verifyNewsletterToken('confirm', token, 8, 'a@example.com')).toBe(false)
    expect(verifyNewsletterToken('unsubscribe', token, 7, 'a@example.com')).toBe(false)
    expect(
      verifyNewsletterToken(
        'unsubscribe',
        unsubscribeToken(7, 'a@example.com'),
        7,
        'A@example.com',
      ),
    ).toBe(true)
    expect(
      verifyNewsletterToken('confirm', unsubscribeToken(7, 'a@example.com'), 7, 'a@example.com'),
    ).toBe(false)
  })

  it('lets a confirmation token expire after seven days', () => {
    const issued = Date.now() - confirmationLifetimeMs - 1000
    const token = confirmToken(7, 'a@example.com', issued)
    expect(verifyNewsletterToken('confirm', token, 7, 'a@example.com', issued + 1000)).toBe(true)
    expect(verifyNewsletterToken('confirm', token, 7, 'a@example.com')).toBe(false)
    const [id, , mac] = token.split('.')
    const extended = `${id}.${(Date.now() + 60_000).toString(36)}.${mac}`
    expect(verifyNewsletterToken('confirm', extended, 7, 'a@example.com')).toBe(false)
  })
})

describe('submission rules', () => {
  const form = {
    fields: [
      { blockType: 'text' as const, name: 'website', required: true },
      { blockType: 'email' as const, name: 'email', required: false },
    ],
  }
  it('normalizes a URL and validates e-mail with localized messages', () => {
    expect(
      parseSubmission(form, [{ field: 'website', value: 'shop.example.ch' }], 'en'),
    ).toMatchObject({
      entries: [
        { field: 'website', value: 'https://shop.example.ch' },
        { field: 'email', value: '' },
      ],
      errors: [],
    })
    expect(
      parseSubmission(
        form,
        [
          { field: 'website', value: 'javascript:alert(1)' },
          { field: 'email', value: 'x' },
        ],
        'de-CH',
      ).errors,
    ).toEqual([
      {
        field: 'website',
        message: 'Bitte geben Sie eine gültige Webadresse ein, z. B. https://shop.example.ch.',
      },
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    ])
  })

  it('escapes HTML for e-mails', () => {
    expect(escapeHtml('<a href="x">\'&')).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;')
  })
})
