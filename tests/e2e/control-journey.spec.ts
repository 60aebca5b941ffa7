import { expect, test } from '@playwright/test'

import {
  languages,
  linkFrom,
  logIn,
  password,
  uniqueEmail,
  validXpub,
} from '../helpers/e2e/control'
import { waitForMail } from '../helpers/e2e/mail'

// The SMTP server must be public and is resolved before use; an address literal needs no DNS here.
const publicSmtpAddress = '93.184.215.14'

/**
 * The hosting control area end to end, in both languages: sign-up with e-mail verification,
 * log-in, organisation, the create-instance wizard with its rules, the instance overview until
 * `running`, the support mail links, log-out.
 */
for (const lang of languages) {
  test.describe(`control area (${lang.prefix})`, () => {
    test('sign-up → verification e-mail → log-in → organisation → wizard → running instance → log-out', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      const m = lang.m
      const email = uniqueEmail(lang.prefix)

      // Anonymous visitors are sent to the log-in of the same language.
      await page.goto(`/${lang.prefix}/control`)
      await expect(page).toHaveURL(
        new RegExp(`/${lang.prefix}/login\\?next=%2F${lang.prefix}%2Fcontrol$`),
      )
      // Its canonical leaves the query out; the alternates name both languages' log-in.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${lang.prefix}/login$`),
      )
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/en\/login$/,
      )

      // Sign-up: the password rule is shown before any error, and enforced.
      await page.goto(`/${lang.prefix}/signup`)
      await expect(page.getByText(m.auth.signup.passwordRules.replace('{min}', '10'))).toBeVisible()
      await page.getByRole('main').getByLabel(m.auth.signup.email).fill(email)
      await page.getByRole('main').getByLabel(m.auth.signup.password, { exact: true }).fill('short')
      await page.getByRole('main').getByRole('button', { name: m.auth.signup.submit }).click()
      const passwordField = page
        .getByRole('main')
        .getByLabel(m.auth.signup.password, { exact: true })
      await expect(passwordField).toHaveAttribute('aria-invalid', 'true')
      await expect(
        page.getByText(m.auth.errors.passwordTooShort.replace('{min}', '10')),
      ).toBeVisible()
      await passwordField.fill(password)
      await page.getByRole('main').getByRole('button', { name: m.auth.signup.submit }).click()
      await expect(page.getByText(m.auth.signup.doneTitle)).toBeVisible()

      // Verification link from the e-mail, in the customer's language.
      const mail = await waitForMail(
        (entry) => entry.to.includes(email) && entry.subject === lang.email.verification.subject,
      )
      await page.goto(linkFrom(mail, `/${lang.prefix}/verify`))
      await expect(page.getByText(m.auth.verify.ok)).toBeVisible()
      await page.getByRole('main').getByRole('link', { name: m.auth.verify.login }).click()

      // Log-in lands in the control area with a 14-day trial.
      await logIn(page, lang, email)
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
      await expect(page.getByTestId('trial-state')).toContainText(
        lang.prefix === 'en' ? '14 days' : '14 Tage',
      )

      // Organisations: list, create (with the name rule), detail.
      await page.getByRole('main').getByRole('link', { name: m.nav.organisations }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: m.organisations.title }),
      ).toBeVisible()
      await page
        .getByRole('main')
        .getByRole('link', { name: m.organisations.create })
        .first()
        .click()
      await page.getByRole('main').getByRole('button', { name: m.orgForm.submit }).click()
      await expect(page.getByText(m.orgForm.errors.nameRequired)).toBeVisible()
      const orgName = `Velo ${lang.prefix.toUpperCase()} AG`
      await page.getByRole('main').getByLabel(m.orgForm.name).fill(orgName)
      await page.getByRole('main').getByRole('button', { name: m.orgForm.submit }).click()
      await expect(page.getByRole('heading', { level: 1, name: orgName })).toBeVisible()
      await expect(page.getByRole('cell', { name: email })).toBeVisible()
      await expect(page.getByRole('cell', { name: m.organisations.role.owner })).toBeVisible()
      await page.getByRole('main').getByRole('link', { name: m.orgDetail.showInstances }).click()
      await expect(page.getByRole('heading', { level: 1, name: m.instances.title })).toBeVisible()
      await page.getByRole('main').getByRole('link', { name: m.instances.start }).click()

      // Wizard step 1: the shop name is required.
      const shopName = page.getByRole('main').getByLabel(m.wizard.shopName)
      await page.getByRole('main').getByRole('button', { name: m.wizard.next, exact: true }).click()
      await expect(page.getByText(m.wizard.errors.shopNameRequired)).toBeVisible()
      await expect(shopName).toHaveAttribute('aria-invalid', 'true')
      await expect(shopName).toBeFocused()
      await shopName.fill(`Velo Shop ${lang.prefix}`)
      await page.getByRole('main').getByRole('button', { name: m.wizard.next, exact: true }).click()

      // Step 2: a custom sender needs an SMTP server.
      await page.getByRole('main').getByLabel(m.wizard.recipient).fill('orders@velo.example')
      await page.getByRole('main').getByLabel(m.wizard.sender).fill('shop@velo.example')
      await page.getByRole('main').getByRole('button', { name: m.wizard.next, exact: true }).click()
      await expect(page.getByText(m.wizard.errors.senderNeedsSmtp)).toBeVisible()
      await expect(page.getByRole('main').getByLabel(m.wizard.smtpHost)).toBeVisible()

      // Back and forward keep the input.
      await page.getByRole('main').getByRole('button', { name: m.wizard.back, exact: true }).click()
      await expect(page.getByRole('main').getByLabel(m.wizard.shopName)).toHaveValue(
        `Velo Shop ${lang.prefix}`,
      )
      await page.getByRole('main').getByRole('button', { name: m.wizard.next, exact: true }).click()
      await expect(page.getByRole('main').getByLabel(m.wizard.recipient)).toHaveValue(
        'orders@velo.example',
      )
      await expect(page.getByRole('main').getByLabel(m.wizard.sender)).toHaveValue(
        'shop@velo.example',
      )

      // Advanced SMTP settings can be hidden and shown; the port stays empty (→ 587).
      const toggle = page.getByRole('main').getByRole('button', { name: m.wizard.advancedHide })
      await toggle.click()
      await expect(page.getByRole('main').getByLabel(m.wizard.smtpHost)).toBeHidden()
      await page.getByRole('main').getByRole('button', { name: m.wizard.advancedShow }).click()
      await expect(
        page.getByRole('main').getByRole('button', { name: m.wizard.portSsl }),
      ).toBeVisible()
      await expect(
        page.getByRole('main').getByRole('button', { name: m.wizard.portTls }),
      ).toBeVisible()
      await page.getByRole('main').getByLabel(m.wizard.smtpHost).fill(publicSmtpAddress)
      await page.getByRole('main').getByLabel(m.wizard.smtpUser).fill('velo')
      await page.getByRole('main').getByLabel(m.wizard.smtpPassword).fill('smtp-secret-123')
      await expect(
        page.getByRole('main').getByRole('textbox', { name: m.wizard.smtpPort }),
      ).toHaveValue('')
      await page.getByRole('main').getByRole('button', { name: m.wizard.next, exact: true }).click()

      // Step 3: XPUB format check, review, launch.
      await expect(page.getByTestId('review-port')).toHaveText('587')
      await expect(page.getByTestId('wizard-review')).toContainText(publicSmtpAddress)
      await expect(page.getByTestId('wizard-review')).toContainText(m.wizard.set)
      await page
        .getByRole('main')
        .getByLabel(m.wizard.xpub)
        .fill(`${validXpub.slice(0, -1)}9`)
      await page
        .getByRole('main')
        .getByRole('button', { name: m.wizard.confirm, exact: true })
        .click()
      await expect(page.getByText(m.wizard.errors.xpubInvalid)).toBeVisible()
      await page.getByRole('main').getByLabel(m.wizard.xpub).fill(validXpub)
      await page
        .getByRole('main')
        .getByRole('button', { name: m.wizard.confirm, exact: true })
        .click()

      // Overview: updates by itself until running.
      await page.waitForURL(new RegExp(`/${lang.prefix}/control/instances/inst-[0-9a-f]{12}$`))
      const instanceId = page.url().split('/').pop()!
      await expect(
        page.getByRole('heading', { level: 1, name: `Velo Shop ${lang.prefix}` }),
      ).toBeVisible()
      await expect(page.getByTestId('instance-id')).toHaveText(instanceId)
      await expect(
        page.getByRole('main').getByRole('button', { name: lang.common.clipboard.prompt }),
      ).toBeVisible()
      await expect(page.getByTestId('instance-status')).toHaveText(lang.m.status.running, {
        timeout: 60_000,
      })
      await expect(page.getByTestId('tasks').getByText(m.instance.taskState.done)).toHaveCount(5)
      for (const outcome of [m.instance.outcome.createDatabase, m.instance.outcome.healthCheck])
        await expect(page.getByTestId('tasks').getByText(outcome)).toBeVisible()
      await expect(page.getByRole('cell', { name: m.instance.service.adminUi })).toBeVisible()

      const admin = page.getByRole('main').getByRole('link', { name: m.instance.openAdmin })
      await expect(admin).toHaveAttribute(
        'href',
        new RegExp(`^https://velo-shop-${lang.prefix}\\.[a-z0-9.-]+/admin$`),
      )
      for (const [label, subject] of [
        [m.instance.upgrade, m.instance.upgradeSubject],
        [m.instance.eject, m.instance.ejectSubject],
      ]) {
        const href = (await page
          .getByRole('main')
          .getByRole('link', { name: label })
          .getAttribute('href'))!
        expect(href.startsWith('mailto:')).toBe(true)
        const url = new URL(href)
        expect(url.searchParams.get('subject')).toBe(subject.replace('{instanceId}', instanceId))
        expect(url.searchParams.get('body')).toContain(instanceId)
      }

      // Signed in, the site header leads back to the control area instead of the log-in and trial.
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('link', { name: lang.site.nav.control })).toHaveAttribute(
        'href',
        `/${lang.prefix}/control`,
      )
      await expect(banner.getByRole('link', { name: lang.site.nav.login })).toHaveCount(0)
      const trialOffer = lang.prefix === 'de' ? 'Kostenlos testen' : 'Try for free'
      await expect(banner.getByRole('link', { name: trialOffer })).toHaveCount(0)

      // Log-out ends the session.
      await page.getByRole('main').getByRole('button', { name: m.nav.logout }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login\\?loggedOut=1$`))
      await expect(page.getByText(m.auth.login.loggedOut)).toBeVisible()
      await page.goto(`/${lang.prefix}/control/instances/${instanceId}`)
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login\\?next=`))
      await expect(banner.getByRole('link', { name: lang.site.nav.login })).toBeVisible()
      await expect(banner.getByRole('link', { name: trialOffer })).toBeVisible()
    })
  })
}
