import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'

import { parseVariable } from '@/config/env'
import {
  signStandardWebhook,
  standardWebhookSecret,
  verifyStandardWebhook,
} from '@/security/signature'

/**
 * Standard Webhooks signatures of the hosting back end's requests and callbacks
 * (src/security/signature.ts), checked against the stock `standardwebhooks` library.
 */
const body = JSON.stringify({ id: 'callback-0001', sequence: 1, instanceId: 'inst-0123456789ab' })
const plain = 'an existing secret, not base64: äöü'
// What docs/control-area.md tells an operator to run: printf %s "$HOSTING_WEBHOOK_SECRET" | base64
const plainAsWhsec = `whsec_${Buffer.from(plain, 'utf8').toString('base64')}`
const whsec = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

const asHeaders = (signed: Record<string, string>) => ({
  id: signed['webhook-id'],
  timestamp: signed['webhook-timestamp'],
  signature: signed['webhook-signature'],
})
const stockSigned = (secret: string, at = new Date(), text = body, id = 'msg_stock_0001') => ({
  id,
  timestamp: String(Math.floor(at.getTime() / 1000)),
  signature: new Webhook(secret).sign(id, at, text),
})

describe('signStandardWebhook', () => {
  it('signs so that the stock library verifies with the secret, or its whsec_ form', () => {
    const signed = signStandardWebhook(body, whsec)
    expect(new Webhook(whsec).verify(body, signed)).toEqual(JSON.parse(body))
    const fromPlain = signStandardWebhook(body, plain)
    expect(new Webhook(plainAsWhsec).verify(body, fromPlain)).toEqual(JSON.parse(body))
    expect(standardWebhookSecret(plain)).toBe(plainAsWhsec)
    expect(standardWebhookSecret(whsec)).toBe(whsec)
  })

  it('gives every message its own id and the headers their Standard Webhooks form', () => {
    const at = new Date('2026-12-01T09:30:00Z')
    const first = signStandardWebhook(body, whsec, { at })
    expect(first['webhook-timestamp']).toBe(String(at.getTime() / 1000))
    expect(first['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    expect(first['webhook-id']).not.toBe(signStandardWebhook(body, whsec, { at })['webhook-id'])
  })
})

describe('verifyStandardWebhook', () => {
  it('accepts what the stock library signs', () => {
    expect(verifyStandardWebhook(body, stockSigned(whsec), whsec)).toMatchObject({
      ok: true,
      id: 'msg_stock_0001',
    })
    expect(verifyStandardWebhook(body, stockSigned(plainAsWhsec), plain).ok).toBe(true)
    expect(verifyStandardWebhook(body, asHeaders(signStandardWebhook(body, plain)), plain).ok).toBe(
      true,
    )
  })

  it('refuses a missing header, another key, a changed body and a timestamp beyond five minutes', () => {
    const now = Date.now()
    expect(verifyStandardWebhook(body, stockSigned(whsec), undefined)).toEqual({
      ok: false,
      reason: 'no-secret',
    })
    expect(verifyStandardWebhook(body, { ...stockSigned(whsec), id: null }, whsec).ok).toBe(false)
    expect(
      verifyStandardWebhook(body, { ...stockSigned(whsec), timestamp: '12ab' }, whsec),
    ).toEqual({ ok: false, reason: 'missing' })
    expect(verifyStandardWebhook(body, stockSigned('whsec_b3RoZXIga2V5'), whsec)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifyStandardWebhook(`${body} `, stockSigned(whsec), whsec)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    // The id is signed too: another id with the same signature fails.
    expect(
      verifyStandardWebhook(body, { ...stockSigned(whsec), id: 'msg_stock_0002' }, whsec),
    ).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifyStandardWebhook(body, stockSigned(whsec, new Date(now - 301_000)), whsec)).toEqual(
      { ok: false, reason: 'stale' },
    )
    expect(verifyStandardWebhook(body, stockSigned(whsec, new Date(now + 301_000)), whsec)).toEqual(
      { ok: false, reason: 'stale' },
    )
    expect(verifyStandardWebhook(body, stockSigned(whsec, new Date(now - 290_000)), whsec).ok).toBe(
      true,
    )
  })
})

describe('HOSTING_WEBHOOK_SECRET', () => {
  it('takes any text, or whsec_ with a base64 key; a broken whsec_ key stops the start without showing it', () => {
    expect(parseVariable('HOSTING_WEBHOOK_SECRET', plain)).toBe(plain)
    expect(parseVariable('HOSTING_WEBHOOK_SECRET', whsec)).toBe(whsec)
    for (const broken of ['whsec_', 'whsec_not base64!', 'whsec_YWI'])
      expect(() => parseVariable('HOSTING_WEBHOOK_SECRET', broken)).toThrow(
        /^HOSTING_WEBHOOK_SECRET starts with whsec_ but the rest is no base64 key/,
      )
    try {
      parseVariable('HOSTING_WEBHOOK_SECRET', 'whsec_not base64!')
    } catch (error) {
      expect((error as Error).message).not.toContain('not base64!')
    }
  })
})
