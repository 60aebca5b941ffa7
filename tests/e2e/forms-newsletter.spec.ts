import { expect, test } from '@playwright/test'

import { waitForMail } from '../helpers/e2e/mail'

const cases = [
  {
    locale: 'en',
    home: '/en',
    label: 'E-mail address',
    almost: 'Almost done',
    confirmed: 'Your newsletter subscription is confirmed.',
    prefix: '/en/',
  },
  {
    locale: 'de-CH',
    home: '/de',
    label: 'E-Mail-Adresse',
    almost: 'Fast geschafft',
    confirmed: 'Ihr Newsletter-Abonnement ist bestätigt.',
    prefix: '/de/',
  },
] as const

for (const c of cases) {
  test(`newsletter double opt-in through the e-mail link (${c.locale})`, async ({ page }) => {
    const email = `reader-${c.locale.toLowerCase()}-${Date.now()}@example.com`
    await page.goto(c.home)
    const form = page.locator('form[data-form="newsletter"]').first()
    await form.scrollIntoViewIfNeeded()
    await expect(form).toHaveAttribute('data-ready', 'true')
    await form.getByLabel(c.label).fill(email)
    await expect(form).toHaveAttribute('data-started', 'true') // the server-issued form start
    await page.waitForTimeout(2200)
    await form.getByRole('button').click()
    await expect(page.getByTestId('form-success').first()).toContainText(c.almost)

    const mail = await waitForMail((m) => m.to.includes(email))
    const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0]
    expect(link).toBeTruthy()
    const url = new URL(link!)
    expect(url.pathname.startsWith(c.prefix)).toBe(true)
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?token=/)

    await page.goto(url.pathname + url.search)
    await expect(page.getByTestId('newsletter-success')).toContainText(c.confirmed)
  })
}
