import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import {
  createOrganisation,
  languages,
  launchQuickly,
  logIn,
  signUpAndVerify,
  uniqueEmail,
} from '../helpers/e2e/control'

/** axe on every screen of the sign-in and control area, in both languages, including form errors. */
async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
  expect(summary, label).toEqual([])
}

for (const lang of languages) {
  test(`axe finds no violations in the sign-in screens and the control area (${lang.prefix})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const m = lang.m
    for (const path of [
      'signup',
      'login',
      'forgot-password',
      'reset-password?token=abc',
      'verify?token=invalid-token-123',
    ]) {
      await page.goto(`/${lang.prefix}/${path}`)
      await expectNoViolations(page, path)
    }
    // Errors shown.
    await page.goto(`/${lang.prefix}/signup`)
    await page.getByRole('main').getByRole('button', { name: m.auth.signup.submit }).click()
    await expect(page.getByRole('main').getByLabel(m.auth.signup.email)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectNoViolations(page, 'signup with errors')

    const email = uniqueEmail(`a11y-${lang.prefix}`)
    await signUpAndVerify(page, lang, email)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, email)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
    await expectNoViolations(page, 'control')
    const orgId = await createOrganisation(page, lang, `A11y ${lang.prefix}`)
    await expectNoViolations(page, 'organisation')
    for (const path of [
      'control/organisations',
      'control/organisations/new',
      `control/organisations/${orgId}/instances`,
    ]) {
      await page.goto(`/${lang.prefix}/${path}`)
      await expectNoViolations(page, path)
    }
    await page.goto(`/${lang.prefix}/control/organisations/${orgId}/instances/new`)
    await page.getByRole('main').getByRole('button', { name: m.wizard.next, exact: true }).click()
    await expect(page.getByText(m.wizard.errors.shopNameRequired)).toBeVisible()
    await expectNoViolations(page, 'wizard step 1 with error')
    await page.getByRole('main').getByLabel(m.wizard.shopName).fill('A11y Shop')
    await page.getByRole('main').getByRole('button', { name: m.wizard.next, exact: true }).click()
    await page.getByRole('main').getByRole('button', { name: m.wizard.advancedShow }).click()
    await expectNoViolations(page, 'wizard step 2')
    await page.getByRole('main').getByLabel(m.wizard.recipient).fill('orders@a11y.example')
    await page.getByRole('main').getByRole('button', { name: m.wizard.next, exact: true }).click()
    await expectNoViolations(page, 'wizard step 3')
    const instancePath = await launchQuickly(page, lang, orgId, 'A11y Running')
    await expect(page.getByTestId('instance-status')).toHaveText(m.status.running, {
      timeout: 60_000,
    })
    await expectNoViolations(page, instancePath)
  })
}
