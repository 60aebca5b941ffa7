import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import {
  createOrganisation,
  languages,
  logIn,
  password,
  signUpAndVerify,
  uniqueEmail,
} from '../helpers/e2e/control'
import { waitForMail } from '../helpers/e2e/mail'

/**
 * The account page in both languages, at 360 px: the e-mail changes through the link sent to
 * the new address, the data download is a JSON file of the account, and a deleted account can
 * no longer log in.
 */
for (const lang of languages) {
  test(`account: change the e-mail, download the data, delete the account (${lang.prefix})`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const m = lang.m
    const a = m.account
    const main = page.getByRole('main')
    await page.setViewportSize({ width: 360, height: 740 })

    const oldEmail = uniqueEmail(`account-${lang.prefix}`)
    const newEmail = uniqueEmail(`moved-${lang.prefix}`)
    await signUpAndVerify(page, lang, oldEmail)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, oldEmail)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
    await createOrganisation(page, lang, `Konto ${lang.prefix} AG`)

    await page
      .getByRole('navigation', { name: m.nav.label })
      .getByRole('link', { name: m.nav.account })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control/account$`))
    await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible()
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)

    // E-mail: the link goes to the new address; the change happens when it is opened, logged in.
    await main.getByLabel(a.email.new).fill(newEmail)
    await main.getByLabel(a.email.password).fill(password)
    await main.getByRole('button', { name: a.email.submit }).click()
    await expect(main.getByText(a.email.sent.replace('{email}', newEmail))).toBeVisible()
    const mail = await waitForMail(
      (entry) =>
        entry.to.includes(newEmail) && entry.subject === lang.email.emailChangeConfirm.subject,
    )
    const link = mail.text.match(/https?:\/\/\S*\/control\/account\?emailToken=[A-Za-z0-9_-]+/)
    expect(link).not.toBeNull()
    const target = new URL(link![0])
    await page.goto(`${target.pathname}${target.search}`)
    await main.getByRole('button', { name: a.confirm.button }).click()
    await expect(main.getByText(a.confirm.done.replace('{email}', newEmail))).toBeVisible()
    await expect(page.getByText(m.nav.signedInAs.replace('{email}', newEmail))).toBeVisible()

    // Download: a JSON file of this account.
    await page.goto(`/${lang.prefix}/control/account`)
    const downloading = page.waitForEvent('download')
    await main.getByRole('link', { name: a.data.button }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^unbound-account-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'))
    expect(data.account.email).toBe(newEmail)
    expect(data.organisations).toEqual([
      expect.objectContaining({ name: `Konto ${lang.prefix} AG`, role: 'owner' }),
    ])

    // Deletion: the owned organisation is listed and needs its own confirmation.
    const danger = page.getByTestId('delete-account')
    await expect(danger.getByText(`Konto ${lang.prefix} AG`)).toBeVisible()
    await danger.getByLabel(a.delete.password).fill(password)
    await danger.getByRole('button', { name: a.delete.button }).click()
    await expect(danger.getByText(a.delete.confirmOrganisationsRequired)).toBeVisible()
    await danger.getByLabel(a.delete.confirmOrganisations).check()
    await danger.getByRole('button', { name: a.delete.button }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login\\?loggedOut=1$`))

    await logIn(page, lang, newEmail)
    await expect(page.getByText(m.auth.login.failed)).toBeVisible()
    await page.goto(`/${lang.prefix}/control/account`)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login\\?next=`))
  })
}
