import { expect, test } from '@playwright/test'

import {
  createOrganisation,
  languages,
  launchQuickly,
  linkFrom,
  logIn,
  password,
  signUpAndVerify,
  uniqueEmail,
} from '../helpers/e2e/control'
import { waitForMail } from '../helpers/e2e/mail'

const [en, de] = languages

test.describe('control area: isolation and return path', () => {
  test('a second customer gets 404 on the first customer’s instance; the owner returns to it after log-in', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const first = uniqueEmail('first')
    await signUpAndVerify(page, en, first)
    await page.goto('/en/login')
    await logIn(page, en, first)
    await expect(page).toHaveURL(/\/en\/control$/)
    const orgId = await createOrganisation(page, en, 'First AG')
    const instancePath = await launchQuickly(page, en, orgId, 'First Shop')
    await page.getByRole('main').getByRole('button', { name: en.m.nav.logout }).click()
    await expect(page).toHaveURL(/\/en\/login\?loggedOut=1$/)

    const second = uniqueEmail('second')
    await signUpAndVerify(page, en, second)
    await page.goto('/en/login')
    await logIn(page, en, second)
    await expect(page).toHaveURL(/\/en\/control$/)
    const response = await page.goto(instancePath)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('First Shop')).toHaveCount(0)
    const orgResponse = await page.goto(`/en/control/organisations/${orgId}`)
    expect(orgResponse?.status()).toBe(404)
    await page.goto('/en/control')
    await page.getByRole('main').getByRole('button', { name: en.m.nav.logout }).click()
    await expect(page).toHaveURL(/\/en\/login\?loggedOut=1$/)

    // Anonymous → log-in of the same language → back to the instance after logging in.
    await page.goto(instancePath.replace('/en/', '/de/'))
    await expect(page).toHaveURL(/\/de\/login\?next=%2Fde%2Fcontrol%2Finstances%2Finst-/)
    await logIn(page, de, first)
    await expect(page).toHaveURL(new RegExp(`${instancePath.replace('/en/', '/de/')}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'First Shop' })).toBeVisible()
  })

  test('unknown paths under the control area: the log-in for a visitor, the localized 404 for a customer, never a server error', async ({
    page,
    request,
  }) => {
    const unknown = ['/en/control/x.css', '/de/control/anything', '/en/control/account/x']
    for (const path of unknown) {
      const anonymous = await request.get(path, { maxRedirects: 0 })
      expect(anonymous.status(), path).toBe(307)
      expect(anonymous.headers().location, path).toContain(
        `${path.slice(0, 3)}/login?next=${encodeURIComponent(path)}`,
      )
    }
    const email = uniqueEmail('unknown')
    await signUpAndVerify(page, en, email)
    await page.goto('/en/login')
    await logIn(page, en, email)
    await expect(page).toHaveURL(/\/en\/control$/)
    for (const path of unknown) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      const lang = path.startsWith('/de') ? de : en
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.site.notFound.title)
    }
  })

  test('log-in refuses a foreign return path', async ({ page }) => {
    const email = uniqueEmail('next')
    await signUpAndVerify(page, de, email)
    await page.goto(`/de/login?next=${encodeURIComponent('https://evil.example/de/control')}`)
    await logIn(page, de, email)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/de\/control$/)
  })
})

test.describe('password reset by e-mail', () => {
  for (const lang of languages) {
    test(`forgot password → e-mail link → new password → log-in (${lang.prefix})`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const m = lang.m
      const email = uniqueEmail(`reset-${lang.prefix}`)
      await signUpAndVerify(page, lang, email)

      await page.goto(`/${lang.prefix}/login`)
      await page.getByRole('main').getByRole('link', { name: m.auth.login.forgot }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/forgot-password$`))
      await page.getByRole('main').getByLabel(m.auth.forgot.email).fill(email)
      await page.getByRole('main').getByRole('button', { name: m.auth.forgot.submit }).click()
      await expect(page.getByText(m.auth.forgot.done)).toBeVisible()

      // Same answer for an unknown address.
      await page.goto(`/${lang.prefix}/forgot-password`)
      await page.getByRole('main').getByLabel(m.auth.forgot.email).fill(uniqueEmail('ghost'))
      await page.getByRole('main').getByRole('button', { name: m.auth.forgot.submit }).click()
      await expect(page.getByText(m.auth.forgot.done)).toBeVisible()

      const mail = await waitForMail(
        (entry) => entry.to.includes(email) && entry.subject === lang.email.passwordReset.subject,
      )
      const link = linkFrom(mail, `/${lang.prefix}/reset-password`)
      await page.goto(link)
      await page
        .getByRole('main')
        .getByLabel(m.auth.reset.password, { exact: true })
        .fill('a-new-password-42')
      await page.getByRole('main').getByLabel(m.auth.reset.confirm).fill('a-new-password-42')
      await page.getByRole('main').getByRole('button', { name: m.auth.reset.submit }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login\\?reset=1$`))
      await expect(page.getByText(m.auth.login.passwordChanged)).toBeVisible()

      // The old password no longer works; the new one does.
      await logIn(page, lang, email, password)
      await expect(page.getByText(m.auth.login.failed)).toBeVisible()
      await logIn(page, lang, email, 'a-new-password-42')
      await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))

      // The link works only once.
      await page.goto(link)
      await page
        .getByRole('main')
        .getByLabel(m.auth.reset.password, { exact: true })
        .fill('another-password-43')
      await page.getByRole('main').getByLabel(m.auth.reset.confirm).fill('another-password-43')
      await page.getByRole('main').getByRole('button', { name: m.auth.reset.submit }).click()
      await expect(page.getByText(m.auth.reset.invalidToken)).toBeVisible()
    })
  }
})
