import { expect, test, type Page } from '@playwright/test'

import { languages, logIn, signUpAndVerify, uniqueEmail } from '../helpers/e2e/control'
import { e2eBaseUrl } from '../helpers/e2e/server'
import { adminToken, authHeaders, createStaff, unique } from '../helpers/e2e/site'
import { codeAt } from '../helpers/totp'

/**
 * Two-step sign-in end to end in Chromium: a customer (both languages) and a staff member (the
 * admin in both languages) set up the authenticator app, log out and sign in with the password and
 * a code this test computes from the key the page showed.
 */

const readSecret = async (page: Page) => {
  const secret = (await page.getByTestId('two-step-secret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  return secret
}

for (const lang of languages) {
  test(`customer: set up two-step sign-in, then sign in with password and code (${lang.prefix})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const m = lang.m
    const t = m.account.twoStep
    const main = page.getByRole('main')
    const email = uniqueEmail(`two-step-${lang.prefix}`)
    await signUpAndVerify(page, lang, email)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, email)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))

    await page.goto(`/${lang.prefix}/control/account`)
    const section = main.getByRole('region', { name: t.title })
    await expect(section.getByText(t.off)).toBeVisible()
    await section.getByRole('button', { name: t.start }).click()
    await expect(section.getByRole('img', { name: t.qr })).toBeVisible()
    const secret = await readSecret(page)
    await section.getByLabel(t.code).fill('000000' === codeAt(secret) ? '111111' : '000000')
    await section.getByRole('button', { name: t.confirm }).click()
    await expect(section.getByText(t.errors.codeInvalid)).toBeVisible()
    await section.getByLabel(t.code).fill(codeAt(secret))
    await section.getByRole('button', { name: t.confirm }).click()
    const recovery = section.getByTestId('two-step-recovery')
    await expect(recovery.getByRole('heading', { name: t.recoveryTitle })).toBeVisible()
    await expect(recovery.getByRole('listitem')).toHaveCount(10)
    await expect(recovery.getByRole('link', { name: t.download })).toHaveAttribute(
      'download',
      'unbound-recovery-codes.txt',
    )
    await recovery.getByRole('button', { name: t.saved }).click()
    await expect(section.getByText(t.on.replace('{count}', '10'))).toBeVisible()

    await page.getByRole('button', { name: m.nav.logout }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login`))
    await expect(page.getByRole('button', { name: m.nav.logout })).toHaveCount(0)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, email)
    await expect(main.getByRole('heading', { name: m.auth.login.codeTitle })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login`))
    // The code of the set-up is taken: the next one signs in.
    await main.getByLabel(m.auth.login.code).fill(codeAt(secret, 1))
    await main.getByRole('button', { name: m.auth.login.codeSubmit, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
  })
}

const adminLanguages = [
  {
    lng: 'de',
    title: 'Zwei-Schritt-Anmeldung',
    setUp: 'Zwei-Schritt-Anmeldung einrichten',
    code: 'Code aus der Authenticator-App',
    turnOn: 'Einschalten',
    recovery: 'Ihre Wiederherstellungscodes',
    saved: 'Ich habe die Codes gesichert',
    on: 'Die Zwei-Schritt-Anmeldung ist eingeschaltet. Verbleibende Wiederherstellungscodes: 10.',
    codeTitle: 'Code eingeben',
    codeOrRecovery: 'Code aus der Authenticator-App oder ein Wiederherstellungscode',
    signIn: 'Anmelden',
    logIn: /^anmelden$/i,
  },
  {
    lng: 'en',
    title: 'Two-step sign-in',
    setUp: 'Set up two-step sign-in',
    code: 'Code from the authenticator app',
    turnOn: 'Turn on',
    recovery: 'Your recovery codes',
    saved: 'I have saved the codes',
    on: 'Two-step sign-in is on. Recovery codes left: 10.',
    codeTitle: 'Enter the code',
    codeOrRecovery: 'Code from the authenticator app or a recovery code',
    signIn: 'Sign in',
    logIn: /^log ?in$/i,
  },
] as const

for (const words of adminLanguages) {
  test(`staff: set up two-step sign-in in the admin, then sign in with password and code (${words.lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const { email } = await createStaff(request, 'editor', `Two-step ${words.lng}`)
    await page.context().addCookies([{ name: 'payload-lng', value: words.lng, url: e2eBaseUrl() }])
    const logInWithPassword = async () => {
      await page.goto('/admin/login')
      await page.waitForLoadState('networkidle')
      await page.getByLabel(/e-?mail/i).fill(email)
      await page.getByLabel(/passwor/i).fill('e2e-staff-password-1')
      await page.getByRole('button', { name: words.logIn }).click()
    }
    await logInWithPassword()
    await expect(page).toHaveURL(/\/admin\/?$/)

    await page.goto('/admin/account')
    const field = page.getByTestId('two-step-field')
    await expect(field.getByRole('heading', { name: words.title })).toBeVisible()
    await field.getByRole('button', { name: words.setUp }).click()
    const secret = await readSecret(page)
    await field.getByLabel(words.code, { exact: true }).fill(codeAt(secret))
    await field.getByRole('button', { name: words.turnOn }).click()
    await expect(field.getByRole('heading', { name: words.recovery })).toBeVisible()
    await expect(field.getByRole('listitem')).toHaveCount(10)
    await field.getByRole('button', { name: words.saved }).click()
    await expect(field.getByText(words.on)).toBeVisible()

    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/)
    await logInWithPassword()
    await expect(page.getByRole('heading', { name: words.codeTitle })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel(words.codeOrRecovery).fill(codeAt(secret, 1))
    await page.getByRole('button', { name: words.signIn, exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /pages|seiten/i }).first()).toBeVisible()
  })
}

test('staff policy: a staff member without a second factor sets one up at log-in before the admin opens', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const editor = await createStaff(request, 'editor', 'Policy editor')
  // An admin of its own with an authenticator app switches the policy on (the seeded admin, whom
  // the other specs sign in as, stays without one) and off again at the end.
  const policyAdmin = { email: unique('staff-policy-admin'), password: 'e2e-policy-admin-1' }
  const created = await request.post('/api/users', {
    headers: authHeaders(await adminToken(request)),
    data: { ...policyAdmin, role: 'admin', name: 'Policy admin' },
  })
  expect(created.status()).toBe(201)
  const login = await request.post('/api/users/login', { data: policyAdmin })
  const headers = authHeaders((await login.json()).token)
  const setUp = await (
    await request.post('/api/users/two-step/set-up', { headers, data: {} })
  ).json()
  const confirmed = await request.post('/api/users/two-step/confirm', {
    headers,
    data: { code: codeAt(setUp.secret) },
  })
  expect(confirmed.status()).toBe(200)
  const policy = (requireSecondFactor: boolean) =>
    request.post('/api/globals/staff-sign-in', { headers, data: { requireSecondFactor } })
  expect((await policy(true)).status()).toBe(200)
  try {
    await page.context().addCookies([{ name: 'payload-lng', value: 'de', url: e2eBaseUrl() }])
    await page.goto('/admin/login')
    await page.waitForLoadState('networkidle')
    await page.getByLabel(/e-?mail/i).fill(editor.email)
    await page.getByLabel(/passwor/i).fill('e2e-staff-password-1')
    await page.getByRole('button', { name: /^anmelden$/i }).click()
    const step = page.getByTestId('two-step-policy')
    await expect(
      step.getByText(
        'Für Mitarbeitende ist ein zweiter Faktor verlangt. Richten Sie eine Authenticator-App ein, um fortzufahren.',
      ),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
    await step.getByRole('button', { name: 'Zwei-Schritt-Anmeldung einrichten' }).click()
    const secret = await readSecret(page)
    await step.getByLabel('Code aus der Authenticator-App', { exact: true }).fill(codeAt(secret))
    await step.getByRole('button', { name: 'Einschalten' }).click()
    await expect(step.getByRole('listitem')).toHaveCount(10)
    await step.getByRole('button', { name: 'Weiter zum Admin' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /seiten/i }).first()).toBeVisible()
  } finally {
    expect((await policy(false)).status()).toBe(200)
  }
})
