import { describe, expect, it } from 'vitest'

import { replyMailto } from '@/forms/replyMail'
import { csvCell } from '@/security/csv'

const parts = (href: string) => {
  const url = new URL(href)
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  }
}

describe('reply to a lead', () => {
  it('prepares subject, greeting and signature in the visitor’s language', async () => {
    const de = parts(
      (await replyMailto({
        email: 'owner@shop.example.com',
        name: 'Grace Hopper',
        locale: 'de-CH',
        form: 'E-Commerce-Audit',
        brand: 'Unbound',
      }))!,
    )
    expect(de.to).toBe('owner@shop.example.com')
    expect(de.subject).toBe('Ihre Anfrage «E-Commerce-Audit» · Unbound')
    expect(de.body).toMatch(/^Guten Tag Grace Hopper\n\nVielen Dank für Ihre Anfrage\./)
    expect(de.body).toContain('Freundliche Grüsse\nIhr Unbound-Team')

    const en = parts(
      (await replyMailto({
        email: 'owner@shop.example.com',
        locale: 'en',
        form: 'Contact',
        brand: 'Unbound',
      }))!,
    )
    expect(en.subject).toBe('Your Contact request · Unbound')
    expect(en.body).toMatch(/^Hello,\n\nThank you for your request\./)
  })

  it('offers no link for a missing address or one that would add recipients or headers', async () => {
    for (const email of [null, '', 'a@example.com?cc=b@example.com', 'a@example.com,b@example.com'])
      expect(await replyMailto({ email, form: 'Contact', brand: 'Unbound' })).toBeNull()
  })
})

describe('subscriber CSV cells', () => {
  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com')
    expect(csvCell('a,"b"')).toBe('"a,""b"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell(null)).toBe('')
  })
})
