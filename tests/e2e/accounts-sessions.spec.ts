import { expect, test } from '@playwright/test'

import { languages, logIn, signUpAndVerify, uniqueEmail } from '../helpers/e2e/control'
import { authHeaders, createStaff, logInToAdmin } from '../helpers/e2e/site'

/**
 * Sessions end to end in Chromium: a customer signed in in two browsers sees both on the account
 * page ("This device" for the one looking) and ends the other, which is signed out at once; a
 * staff member does the same on the admin's account view.
 */
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

for (const lang of languages) {
  test(`${lang.prefix}: a customer sees the sessions of two browsers and ends the other`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const m = lang.m.account.sessions
    const email = uniqueEmail(`sessions-${lang.prefix}`)
    await signUpAndVerify(page, lang, email)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, email)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control`))

    const other = await browser.newContext({ baseURL, userAgent: phone })
    const otherPage = await other.newPage()
    await otherPage.goto(`/${lang.prefix}/login`)
    await logIn(otherPage, lang, email)
    await expect(otherPage).toHaveURL(new RegExp(`/${lang.prefix}/control`))

    await page.goto(`/${lang.prefix}/control/account`)
    const section = page.getByRole('region', { name: m.title, exact: true })
    const table = section.getByTestId('sessions')
    await expect(table.getByRole('row')).toHaveCount(3)
    const here = table.getByRole('row').filter({ hasText: m.thisDevice })
    await expect(here).toHaveCount(1)
    const phoneRow = table.getByRole('row').filter({ hasText: 'Mobile Safari 17' })
    await expect(phoneRow).toContainText(lang.prefix === 'de' ? 'Passwort' : 'Password')
    await expect(phoneRow.locator('time').first()).toHaveText(
      lang.prefix === 'de' ? /jetzt|vor/ : /now|ago/,
    )

    await phoneRow.getByRole('button', { name: m.end }).click()
    await expect(page.getByText(m.endQuestion.split('{device}')[0]!)).toBeVisible()
    await phoneRow.getByRole('button', { name: lang.m.team.confirm }).click()
    const phoneName =
      lang.prefix === 'de'
        ? 'Mobile Safari 17 auf iOS 17 (Mobiltelefon)'
        : 'Mobile Safari 17 on iOS 17 (Phone)'
    await expect(section.getByText(m.ended.replace('{device}', phoneName))).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(2)

    // The other browser is signed out on its next request.
    await otherPage.goto(`/${lang.prefix}/control/account`)
    await expect(otherPage).toHaveURL(new RegExp(`/${lang.prefix}/login`))
    await other.close()
  })
}

test('a staff member sees their sessions on the admin account view and ends another', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { email } = await createStaff(request, 'editor', 'Sitzungen')
  await logInToAdmin(page, email, 'de')
  const elsewhere = await request.post('/api/users/login', {
    headers: { 'User-Agent': phone },
    data: { email, password: 'e2e-staff-password-1' },
  })
  const token = (await elsewhere.json()).token as string
  const me = async () =>
    (await (await request.get('/api/users/me', { headers: authHeaders(token) })).json()).user

  expect((await me())?.email).toBe(email)
  await page.goto('/admin/account')
  const table = page.getByTestId('admin-sessions')
  await expect(page.getByRole('heading', { name: 'Sitzungen', exact: true })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('row').filter({ hasText: 'Dieses Gerät' })).toHaveCount(1)
  await table
    .getByRole('button', { name: /Sitzung auf Mobile Safari 17 auf iOS 17 .*beenden/ })
    .click()
  await page.getByRole('button', { name: 'Ja, beenden' }).click()
  await expect(page.getByText(/Die Sitzung auf Mobile Safari 17 .* ist beendet\./)).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  expect(await me()).toBeNull()
})
