import { describe, expect, it } from 'vitest'

import { escapeHtml } from '@/email/escape'
import { renderEmail, templateNames } from '@/email/render'
import { sampleData } from '@/email/samples'
import { locales } from '@/i18n/locales'
import de from '@/i18n/messages/de-CH/email.json'
import en from '@/i18n/messages/en/email.json'

type Tree = { [key: string]: string | Tree }
const keyPaths = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  )

const everything = (mail: { subject: string; text: string; html: string }) =>
  `${mail.subject}\n${mail.text}\n${mail.html}`

describe('e-mail templates', () => {
  it('have the same keys in both languages, and the German ones in Swiss orthography', () => {
    expect(keyPaths(de as Tree).sort()).toEqual(keyPaths(en as Tree).sort())
    expect(JSON.stringify(de)).not.toMatch(/ß/)
  })

  for (const template of templateNames) {
    for (const locale of locales) {
      it(`render ${template} in ${locale} with every placeholder filled`, async () => {
        const mail = await renderEmail(template, locale, sampleData[template])
        expect(mail.subject.trim()).not.toBe('')
        expect(mail.text.trim()).not.toBe('')
        expect(mail.html).toContain(`<html lang="${locale}">`)
        expect(everything(mail)).not.toMatch(/\{\w+\}/)
        for (const key of keyPaths(en as Tree)) {
          expect(everything(mail)).not.toContain(key)
          expect(everything(mail)).not.toContain(key.replace(/^email\./, ''))
        }
      })
    }
  }

  it('escape visitor input in the HTML and keep it to one line in the subject', async () => {
    const attack = '<script>alert(1)</script>"\'&'
    for (const locale of locales) {
      const mail = await renderEmail('staffNotification', locale, {
        form: `Kontakt <img src=x onerror=alert(2)>`,
        submissionId: 7,
        submissionLocale: 'en',
        name: 'Mallory\r\nBcc: victim@example.com',
        fields: [{ label: 'Name<b>', value: attack }],
      })
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img')
      expect(mail.html).not.toContain('<b>')
      expect(mail.html).toContain(escapeHtml(attack))
      expect(mail.subject).not.toMatch(/[\r\n]/)
      expect(mail.text).toContain(attack)
    }
    const invitation = await renderEmail('invitation', 'en', {
      organisation: 'Evil "Org"\r\nBcc: x@example.com',
      inviter: '<a href="https://evil.example">click</a>',
      email: 'invitee@example.com',
      token: 'abc&def',
    })
    expect(invitation.subject).toBe('Invitation to join Evil "Org" Bcc: x@example.com')
    expect(invitation.html).not.toContain('<a href="https://evil.example">')
    expect(invitation.html).toContain('/en/control/join?token=abc%26def')
  })

  it('build links from SITE_URL, else from PORT', async () => {
    const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT }
    try {
      process.env.SITE_URL = 'https://www.example.ch/'
      const reset = await renderEmail('passwordReset', 'de-CH', { token: 't0k' })
      expect(reset.text).toContain('https://www.example.ch/de/reset-password?token=t0k')
      delete process.env.SITE_URL
      process.env.PORT = '4123'
      const optIn = await renderEmail('newsletterOptIn', 'en', sampleData.newsletterOptIn)
      expect(optIn.text).toContain('http://localhost:4123/en/newsletter/confirm?token=')
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  })
})
