import { describe, expect, it } from 'vitest'

import {
  emailStepErrors,
  effectiveSmtpPort,
  launchErrors,
  normaliseLaunchInput,
  shopNameError,
} from '@/control/engines/rules'
import { defaultSender, defaultSenderAddress } from '@/control/engines/sender'
import { baseSubdomain, uniqueSubdomain } from '@/control/engines/subdomain'
import { passwordProblem } from '@/control/shared/limits'
import { trialDaysLeft, trialEndFrom, trialHasEnded } from '@/control/trial/period'
import { safeNextPath } from '@/routing/controlPaths'
import { decryptSecret, encryptSecret, isEncrypted } from '@/security/crypto'
import {
  signatureHeader,
  signPayload,
  timestampHeader,
  verifySignature,
} from '@/security/signature'

describe('subdomains', () => {
  it('slugifies the shop name', () => {
    expect(baseSubdomain('Velo Müller & Söhne')).toBe('velo-mueller-soehne')
    expect(baseSubdomain('  Crème Brûlée!! ')).toBe('creme-brulee')
    expect(baseSubdomain('???')).toBe('my-shop')
    expect(baseSubdomain('admin')).toBe('admin-shop')
    for (const reserved of [
      'login',
      'billing',
      'support',
      'autodiscover',
      'mta-sts',
      'shop',
      'staging',
    ]) {
      expect(baseSubdomain(reserved)).toBe(`${reserved}-shop`)
    }
    expect(baseSubdomain('x'.repeat(100)).length).toBeLessThanOrEqual(63)
  })

  it('adds -2, -3 … until the name is free', async () => {
    const taken = new Set(['velo', 'velo-2'])
    expect(await uniqueSubdomain('Velo', async (candidate) => taken.has(candidate))).toBe('velo-3')
    expect(await uniqueSubdomain('Other', async (candidate) => taken.has(candidate))).toBe('other')
  })
})

describe('default sender', () => {
  it('is a no-reply address under the shared mail domain with the shop name', () => {
    expect(defaultSenderAddress('velo', 'mail.unbound.cloud')).toBe(
      'no-reply+velo@mail.unbound.cloud',
    )
    expect(defaultSender('Velo "Fast" Shop', 'velo-fast-shop', 'mail.unbound.cloud')).toBe(
      '"Velo \\"Fast\\" Shop" <no-reply+velo-fast-shop@mail.unbound.cloud>',
    )
  })
})

describe('trial', () => {
  it('lasts 14 days and counts days left', () => {
    const start = new Date('2026-01-01T10:00:00Z')
    const end = trialEndFrom(start)
    expect(end.toISOString()).toBe('2026-01-15T10:00:00.000Z')
    expect(trialDaysLeft(end, start)).toBe(14)
    expect(trialDaysLeft(end, new Date('2026-01-14T11:00:00Z'))).toBe(1)
    expect(trialHasEnded(end, new Date('2026-01-15T10:00:00Z'))).toBe(true)
    expect(trialHasEnded(end, start)).toBe(false)
    expect(trialDaysLeft(end, new Date('2026-02-01T00:00:00Z'))).toBe(0)
    expect(trialHasEnded(null)).toBe(true)
  })
})

describe('SMTP password encryption', () => {
  const secret = 'unit-test-secret'
  it('round-trips and never stores the plain text', () => {
    const stored = encryptSecret('s3cr3t-pässwörd', secret)
    expect(isEncrypted(stored)).toBe(true)
    expect(stored).not.toContain('s3cr3t')
    expect(decryptSecret(stored, secret)).toBe('s3cr3t-pässwörd')
  })
  it('uses a fresh IV each time', () => {
    expect(encryptSecret('same', secret)).not.toBe(encryptSecret('same', secret))
  })
  it('fails with another key or a tampered ciphertext', () => {
    const stored = encryptSecret('value', secret)
    expect(() => decryptSecret(stored, 'other-secret')).toThrow()
    const parts = stored.split(':')
    const data = Buffer.from(parts[4], 'base64url')
    data[0] ^= 1
    parts[4] = data.toString('base64url')
    expect(() => decryptSecret(parts.join(':'), secret)).toThrow()
  })
})

describe('webhook signatures', () => {
  const secret = 'webhook-secret'
  const body = JSON.stringify({ instanceId: 'inst-1', status: 'running' })
  const now = 1_800_000_000

  it('accepts a correctly signed, fresh message', () => {
    const headers = signPayload(body, secret, now)
    expect(headers[signatureHeader]).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(
      verifySignature(
        body,
        { timestamp: headers[timestampHeader], signature: headers[signatureHeader] },
        secret,
        now + 10,
      ),
    ).toEqual({ ok: true })
  })

  it('refuses missing, wrong, tampered and stale signatures', () => {
    const headers = signPayload(body, secret, now)
    const signed = { timestamp: headers[timestampHeader], signature: headers[signatureHeader] }
    expect(verifySignature(body, {}, secret, now)).toEqual({ ok: false, reason: 'missing' })
    expect(verifySignature(body, signed, 'other', now)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifySignature(`${body} `, signed, secret, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifySignature(body, { ...signed, timestamp: String(now + 1) }, secret, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifySignature(body, signed, secret, now + 301)).toEqual({ ok: false, reason: 'stale' })
    expect(verifySignature(body, signed, undefined, now)).toEqual({
      ok: false,
      reason: 'no-secret',
    })
  })
})

describe('wizard rules', () => {
  it('needs a shop name', () => {
    expect(shopNameError('  ')).toBe('shopNameRequired')
    expect(shopNameError('Velo')).toBeUndefined()
    expect(shopNameError('x'.repeat(81))).toBe('shopNameTooLong')
  })
  it('defaults the SMTP port to 587 and checks it', () => {
    expect(effectiveSmtpPort('')).toBe(587)
    expect(effectiveSmtpPort(null)).toBe(587)
    expect(effectiveSmtpPort('465')).toBe(465)
    expect(effectiveSmtpPort('70000')).toBeNaN()
    for (const allowed of ['25', '465', '587', '2525'])
      expect(effectiveSmtpPort(allowed)).toBe(Number(allowed))
    for (const refused of ['22', '80', '3306', '6379', '1.5'])
      expect(effectiveSmtpPort(refused)).toBeNaN()
    expect(
      normaliseLaunchInput({ shopName: 'a', recipientEmail: 'A@B.CH', smtpPort: '' }).smtpPort,
    ).toBe(587)
  })
  it('requires an SMTP server for a custom sender', () => {
    expect(emailStepErrors({ recipientEmail: 'a@b.ch', senderEmail: 'shop@b.ch' })).toEqual({
      smtpHost: 'senderNeedsSmtp',
    })
    expect(
      emailStepErrors({
        recipientEmail: 'a@b.ch',
        senderEmail: 'shop@b.ch',
        smtpHost: 'smtp.b.ch',
      }),
    ).toEqual({})
    expect(emailStepErrors({ recipientEmail: '' })).toEqual({ recipientEmail: 'recipientRequired' })
  })
  it('accepts only public SMTP hosts', () => {
    const hostError = (smtpHost: string) =>
      emailStepErrors({ recipientEmail: 'a@b.ch', smtpHost }).smtpHost
    for (const host of [
      'smtp.b.ch',
      'SMTP.Mail.Example.COM',
      '93.184.215.14',
      '[2a00:1450:4001:82a::200e]',
    ])
      expect(hostError(host)).toBeUndefined()
    for (const host of [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f.1',
      '0.0.0.0',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.2.1',
      '::1',
      '[::1]',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.5',
      '::ffff:127.0.0.1',
      'localhost',
      'mail.localhost',
      'printer.local',
      'metadata.google.internal',
      'mailserver',
      'smtp.velo.test',
      'router.home.arpa',
    ]) {
      expect(hostError(host), host).toBe('hostNotPublic')
    }
    for (const host of ['smtp..b.ch', '-smtp.b.ch', '[smtp.b.ch]', 'smtp.b.ch:25', '1.2.3'])
      expect(hostError(host), host).toBe('hostInvalid')
    expect(
      normaliseLaunchInput({
        shopName: 'a',
        recipientEmail: 'a@b.ch',
        smtpHost: ' [2A00:1450::1] ',
      }).smtpHost,
    ).toBe('2a00:1450::1')
  })
  it('checks everything at once', () => {
    expect(launchErrors({ shopName: '', recipientEmail: 'x', xpub: 'xpub123' })).toEqual({
      shopName: 'shopNameRequired',
      recipientEmail: 'emailInvalid',
      xpub: 'xpubInvalid',
    })
  })
  it('has password rules', () => {
    expect(passwordProblem('short')).toBe('passwordTooShort')
    expect(passwordProblem('long-enough-1')).toBeNull()
    expect(passwordProblem('')).toBe('required')
  })
})

describe('return path after log-in', () => {
  it('accepts only same-site control paths', () => {
    expect(safeNextPath('/en/control/instances/inst-1', 'en')).toBe('/en/control/instances/inst-1')
    expect(safeNextPath('/de/control', 'en')).toBe('/de/control')
    expect(safeNextPath('/de/control/join?token=abc', 'de-CH')).toBe('/de/control/join?token=abc')
    for (const bad of [
      'https://evil.test/de/control',
      '//evil.test/de/control',
      '/de/controlx',
      '/de/kontakt',
      '/de/control/../admin',
      '/de/control//evil',
      '/de\\control',
      '',
      undefined,
    ]) {
      expect(safeNextPath(bad, 'de-CH')).toBe('/de/control')
    }
  })
})
