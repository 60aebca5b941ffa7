import { expect, test, type Locator } from '@playwright/test'

const cases = [
  {
    locale: 'en',
    path: '/en/ecommerce-audit',
    website: 'Website URL',
    wrong: 'Incorrect CAPTCHA answer',
    thankYou: 'Thank you for your message',
  },
  {
    locale: 'de-CH',
    path: '/de/e-commerce-audit',
    website: 'Webadresse',
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
    test('refuses a wrong answer, keeps the URL, then accepts the right one', async ({ page }) => {
      await page.goto(c.path)
      const form = page.locator('form[data-form="audit"]')
      await expect(form).toHaveAttribute('data-ready', 'true')
      const question = form.getByTestId('captcha-question')
      await expect(question).toHaveAttribute('data-question', /^\d+ \+ \d+ = \?$/)
      await form.getByLabel(c.website).fill('shop.example.com')
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
