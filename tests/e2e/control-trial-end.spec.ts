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
import { waitForMail } from '../helpers/e2e/mail'
import { adminToken, authHeaders } from '../helpers/e2e/site'

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
 * The end of a trial in both languages, at 360 px: staff end the trial (REST, as support would in
 * the admin), the running engine is suspended and the instance page says so; the dashboard
 * explains it and the customer sends "Request an offer" by keyboard, which reaches sales by e-mail.
 */
for (const lang of languages) {
  test.describe(`trial end (${lang.prefix})`, () => {
    test('ended trial → engine suspended → request an offer', async ({ page, request }) => {
      test.setTimeout(240_000)
      const m = lang.m
      const email = uniqueEmail(`trial-end-${lang.prefix}`)
      const company = `Offer Test ${lang.prefix} ${Date.now()} AG`
      await page.setViewportSize({ width: 360, height: 740 })

      await signUpAndVerify(page, lang, email)
      await page.goto(`/${lang.prefix}/login`)
      await logIn(page, lang, email)
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
      const orgId = await createOrganisation(page, lang, `Trial End ${lang.prefix} AG`)
      const instancePath = await launchQuickly(page, lang, orgId, `Trial End Shop ${lang.prefix}`)
      await expect(page.getByTestId('instance-status')).toHaveText(m.status.running, {
        timeout: 60_000,
      })

      // Staff end the trial; the engine is suspended by the job runner.
      const headers = authHeaders(await adminToken(request))
      const found = await request.get(
        `/api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        { headers },
      )
      const customerId = (await found.json()).docs[0].id
      const ended = await request.patch(`/api/customers/${customerId}`, {
        headers,
        data: { trialEndsAt: new Date(Date.now() - 60_000).toISOString() },
      })
      expect(ended.status()).toBe(200)
      await expect(async () => {
        await page.goto(instancePath)
        await expect(page.getByTestId('instance-status')).toHaveText(m.status.suspended, {
          timeout: 1_000,
        })
      }).toPass({ timeout: 60_000 })
      await expect(page.getByTestId('instance-suspended')).toContainText(
        m.trialEnd.instanceSuspended,
      )
      await expectNoViolations(page, 'suspended instance')

      // The notice leads to the dashboard's offer form.
      await page.getByRole('link', { name: m.trialEnd.instanceOffer }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control#request-offer$`))
      await expect(page.getByTestId('trial-state')).toContainText(m.dashboard.trialEndedTitle)
      await expect(page.getByTestId('trial-suspension')).toContainText(
        m.trialEnd.suspended.split('{date}')[0],
      )
      const offer = page.getByTestId('offer')
      await expect(offer.getByRole('heading', { name: m.trialEnd.offerTitle })).toBeVisible()

      // Empty: the form says what is missing and sends nothing.
      await offer.getByRole('button', { name: m.trialEnd.submit }).click()
      await expect(offer.getByText(m.trialEnd.errors.companyRequired)).toBeVisible()
      await expect(offer.getByLabel(m.trialEnd.company)).toBeFocused()

      // Filled in and sent by keyboard.
      await offer.getByLabel(m.trialEnd.company).fill(company)
      await page.keyboard.press('Tab')
      await page.keyboard.type('Two shops, about 300 orders a month.')
      await page.keyboard.press('Tab')
      await page.keyboard.type('+41 44 123 45 67')
      await page.keyboard.press('Tab')
      await expect(offer.getByRole('button', { name: m.trialEnd.submit })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(offer.getByText(m.trialEnd.sent.replace('{email}', email))).toBeVisible()
      await expectNoViolations(page, 'offer sent')

      const mail = await waitForMail((entry) => entry.text.includes(company))
      expect(mail.subject).toContain('Offertanfrage')
      expect(mail.text).toContain(email)

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  })
}
