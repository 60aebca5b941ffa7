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

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    results.violations.map((violation) => violation.id),
    label,
  ).toEqual([])
}

/**
 * An engine's life in both languages, at 360 px: a launch the simulated driver fails ("fail-once"),
 * the failure in plain words, the owner's retry until `running`, then deleting it after typing
 * its shop name (a wrong name is refused first), by keyboard; axe on each state. The simulated
 * engine is marked "Demo" on its page and in the organisation's overview.
 */
for (const lang of languages) {
  test.describe(`engine lifecycle (${lang.prefix})`, () => {
    test('failed launch → retry → running → delete with confirmation → deleted', async ({
      page,
    }) => {
      test.setTimeout(240_000)
      const m = lang.m
      const email = uniqueEmail(`life-${lang.prefix}`)
      const shopName = `Lifecycle fail-once ${lang.prefix}`
      await page.setViewportSize({ width: 360, height: 740 })

      await signUpAndVerify(page, lang, email)
      await page.goto(`/${lang.prefix}/login`)
      await logIn(page, lang, email)
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
      const orgId = await createOrganisation(page, lang, `Lifecycle ${lang.prefix} AG`)
      const instancePath = await launchQuickly(page, lang, orgId, shopName)

      // The simulated driver runs no real engine, and the page says so.
      const demo = page.getByRole('main').getByTestId('demo-mark')
      await expect(demo).toBeVisible()
      await expect(demo).toContainText(m.instance.demo.label)
      await expect(demo).toHaveAttribute('title', m.instance.demo.explanation)

      // The launch fails; the reason is said in plain words and the owner may retry.
      await expect(page.getByTestId('instance-status')).toHaveText(m.status.failed, {
        timeout: 60_000,
      })
      await expect(page.getByTestId('instance-failure')).toContainText(
        m.instance.failedReason.replace('{reason}', m.instance.reason.deployEngine),
      )
      await expect(
        page.getByTestId('tasks').getByText(m.instance.taskState.failed, { exact: true }),
      ).toHaveCount(1)
      await expectNoViolations(page, 'failed launch')
      await page.goto(`/${lang.prefix}/control/organisations/${orgId}/instances`)
      await expect(page.getByRole('main').getByTestId('demo-mark')).toHaveAttribute(
        'title',
        m.instance.demo.explanation,
      )
      await page.goto(instancePath)
      await page.getByRole('main').getByRole('button', { name: m.instance.retry }).click()
      await expect(page.getByTestId('instance-status')).toHaveText(m.status.running, {
        timeout: 60_000,
      })
      await expect(
        page.getByTestId('tasks').getByText(m.instance.taskState.done, { exact: true }),
      ).toHaveCount(5)
      await expect(
        page.getByRole('main').getByRole('button', { name: m.instance.retry }),
      ).toHaveCount(0)

      // Delete: a wrong name is refused and nothing happens.
      const confirm = page
        .getByRole('main')
        .getByLabel(m.instance.delete.label.replace('{shopName}', shopName))
      await confirm.fill('Some other shop')
      await page.getByRole('main').getByRole('button', { name: m.instance.delete.button }).click()
      await expect(
        page.getByText(m.instance.delete.mismatch.replace('{shopName}', shopName)),
      ).toBeVisible()
      await expect(confirm).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByTestId('instance-status')).toHaveText(m.status.running)
      await expectNoViolations(page, 'wrong confirmation')

      // The exact name, sent with the keyboard.
      await confirm.fill(shopName)
      await confirm.press('Enter')
      await expect(page.getByTestId('instance-status')).toHaveText(m.status.deleted, {
        timeout: 60_000,
      })
      await expect(page.getByTestId('tasks').getByText(m.instance.step.removeEngine)).toBeVisible()
      await expect(page.getByTestId('delete-engine')).toHaveCount(0)
      await expect(
        page.getByRole('main').getByRole('link', { name: m.instance.openAdmin }),
      ).toHaveCount(0)

      await expectNoViolations(page, 'deleted')

      // Nothing is wider than the 360 px screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  })
}
