import { expect, test, type Locator } from '@playwright/test'

import { waitForMail } from '../helpers/e2e/mail'

const cases = [
  {
    locale: 'en',
    path: '/en/ecommerce-audit',
    website: 'Website URL',
    email: 'E-mail address',
    message: 'Message',
    wrong: 'Incorrect CAPTCHA answer',
    thankYou: 'Thank you for your message',
  },
  {
    locale: 'de-CH',
    path: '/de/e-commerce-audit',
    website: 'Webadresse',
    email: 'E-Mail-Adresse',
    message: 'Nachricht',
    wrong: 'Falsche CAPTCHA-Antwort',
    thankYou: 'Vielen Dank für Ihre Nachricht',
  },
] as const

const sumOf = async (question: Locator) => {
  const text = (await question.getAttribute('data-question')) ?? ''
  const [a, b] = (text.match(/\d+/g) ?? []).map(Number)
  return a! + b!
}

for (const c of cases) {
  test.describe(`audit form (${c.locale})`, () => {
    test('refuses a wrong answer, keeps the URL, then accepts the right one and tells staff', async ({
      page,
    }) => {
      await page.goto(c.path)
      const form = page.locator('form[data-form="audit"]')
      await expect(form).toHaveAttribute('data-ready', 'true')
      const question = form.getByTestId('captcha-question')
      await expect(question).toHaveAttribute('data-question', /^\d+ \+ \d+ = \?$/)
      const contact = `shop-owner-${Date.now()}@example.com`
      await form.getByLabel(c.website).fill('shop.example.com')
      await form.getByLabel(c.email).fill(contact)
      await form.getByLabel(c.message).fill('Checkout is slow on mobile.')
      const answer = form.locator('input[name="captcha"]')
      const first = await question.getAttribute('data-challenge')
      await answer.fill(String((await sumOf(question)) + 1))
      await page.waitForTimeout(2200)
      await form.getByRole('button', { name: /audit/i }).click()

      await expect(answer).toHaveAttribute('aria-invalid', 'true')
      await expect(
        page.locator(
          `[id="${await answer.getAttribute('aria-describedby').then((ids) => ids!.split(' ').pop())}"]`,
        ),
      ).toHaveText(c.wrong)
      await expect(form.getByLabel(c.website)).toHaveValue('shop.example.com')
      await expect(question).not.toHaveAttribute('data-challenge', first!) // a new question replaced the used one

      await answer.fill(String(await sumOf(question)))
      await form.getByRole('button', { name: /audit/i }).click()
      await expect(page.getByTestId('form-success')).toContainText(c.thankYou)

      const staffMail = await waitForMail((mail) => mail.text.includes(contact))
      expect(staffMail.text).toContain('https://shop.example.com')
      expect(staffMail.text).toContain('Checkout is slow on mobile.')
    })

    test('the reset button fetches a new question', async ({ page }) => {
      await page.goto(c.path)
      const form = page.locator('form[data-form="audit"]')
      const question = form.getByTestId('captcha-question')
      await expect(question).toHaveAttribute('data-challenge', /.+/)
      const before = await question.getAttribute('data-challenge')
      const answer = form.locator('input[name="captcha"]')
      await answer.fill('3')
      await form.getByTestId('captcha-reset').click()
      await expect(question).not.toHaveAttribute('data-challenge', before!)
      await expect(answer).toHaveValue('')
    })
  })
}
