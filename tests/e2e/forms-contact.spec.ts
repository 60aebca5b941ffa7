import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const cases = [
  {
    locale: 'en',
    path: '/en/contact',
    labels: { name: 'Name', email: 'E-mail address', phone: 'Phone number', message: 'Message' },
    thankYou: ['Thank you for your message', 'We will contact you as soon as possible.'],
    error: [
      'An error has occurred :',
      'Please try again later, write to us an email',
      'or call us',
    ],
    fallback: 'Error message not found.',
    required: 'Please fill in this field.',
  },
  {
    locale: 'de-CH',
    path: '/de/kontakt',
    labels: { name: 'Name', email: 'E-Mail-Adresse', phone: 'Telefonnummer', message: 'Nachricht' },
    thankYou: ['Vielen Dank für Ihre Nachricht', 'Wir melden uns so schnell wie möglich.'],
    error: [
      'Es ist ein Fehler aufgetreten :',
      'Bitte versuchen Sie es später erneut, schreiben Sie uns eine E-Mail',
      'oder rufen Sie uns an',
    ],
    fallback: 'Fehlermeldung nicht gefunden.',
    required: 'Bitte füllen Sie dieses Feld aus.',
  },
] as const

async function openContact(page: Page, path: string) {
  await page.goto(path)
  const form = page.locator('form[data-form="contact"]')
  await expect(form).toHaveAttribute('data-ready', 'true')
  return form
}

for (const c of cases) {
  test.describe(`contact form (${c.locale})`, () => {
    test('shows the thank-you state after sending', async ({ page }) => {
      const form = await openContact(page, c.path)
      const stamp = Date.now()
      await form.getByLabel(c.labels.name).fill('Ada Lovelace')
      await form.getByLabel(c.labels.email).fill(`ada-${stamp}@example.com`)
      await form.getByLabel(c.labels.phone).fill('+41 79 123 45 67')
      await form.getByLabel(c.labels.message).fill('<b>Hello</b> from the end-to-end test.')
      await expect(form).toHaveAttribute('data-started', 'true') // the server-issued form start
      await page.waitForTimeout(2200) // the minimum fill time
      await form.getByRole('button').last().click()
      const status = page.getByTestId('form-success')
      await expect(status).toContainText(c.thankYou[0])
      await expect(status).toContainText(c.thankYou[1])
      await expect(status).toBeFocused()
    })

    test('shows field errors next to their fields and keeps the input', async ({ page }) => {
      const form = await openContact(page, c.path)
      await form.getByLabel(c.labels.email).fill('not-an-address')
      await form.getByLabel(c.labels.message).fill('Kept message')
      await form.getByRole('button').last().click()
      const name = form.getByLabel(c.labels.name)
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      const describedBy = await name.getAttribute('aria-describedby')
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(c.required)
      await expect(form.getByLabel(c.labels.email)).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel(c.labels.message)).toHaveValue('Kept message')
      await expect(name).toBeFocused()
    })

    test('shows the error state with e-mail and phone links when the server fails', async ({
      page,
    }) => {
      await page.route('**/api/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null
        if (body?.operationName === 'SubmitForm') {
          await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"errors":[]}',
          })
          return
        }
        await route.continue()
      })
      const form = await openContact(page, c.path)
      await form.getByLabel(c.labels.name).fill('Ada Lovelace')
      await form.getByLabel(c.labels.email).fill('ada@example.com')
      await form.getByLabel(c.labels.message).fill('Will fail')
      await form.getByRole('button').last().click()
      const alert = form.getByTestId('form-error')
      for (const words of c.error) await expect(alert).toContainText(words)
      await expect(alert).toContainText(c.fallback)
      await expect(alert.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/)
      await expect(alert.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d+$/)
      await expect(form.getByLabel(c.labels.message)).toHaveValue('Will fail')
    })
  })
}

test('the contact and audit forms have no axe violations, also with errors shown', async ({
  page,
}) => {
  for (const [path, selector] of [
    ['/en/contact', 'form[data-form="contact"]'],
    ['/de/e-commerce-audit', 'form[data-form="audit"]'],
  ] as const) {
    await page.goto(path)
    const form = page.locator(selector)
    await expect(form).toHaveAttribute('data-ready', 'true')
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
    const results = await new AxeBuilder({ page }).include(selector).analyze()
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  }
})
