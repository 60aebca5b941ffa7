import type { ChildProcess } from 'node:child_process'

import { expect, test, type Page } from '@playwright/test'

import { languages, logIn, signUpAndVerify, uniqueEmail } from '../helpers/e2e/control'
import {
  e2ePort,
  portIsFree,
  seededAppServerEnv,
  spawnApp,
  waitForServer,
} from '../helpers/e2e/server'
import { admin } from '../helpers/e2e/site'

/**
 * Passkeys end to end in Chromium with its virtual authenticator (CDP WebAuthn domain: a
 * platform authenticator with resident keys and user verification). Browsers refuse an IP
 * address as RP ID, so this spec runs an app server of its own from the same build whose
 * SITE_URL is http://localhost:<port> (RP ID `localhost`), on a copy of the run's seeded
 * database.
 */
const port = e2ePort() + 15
const base = `http://localhost:${port}`

let server: ChildProcess | undefined
let exited = false

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: base })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = spawnApp(seededAppServerEnv(port, 'passkeys', { SITE_URL: base }))
  server.on('exit', () => (exited = true))
  await waitForServer(`${base}/de`, 240_000, () => exited)
})

test.afterAll(async () => {
  test.setTimeout(60_000)
  if (server?.pid && !exited) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
  }
  await expect.poll(() => portIsFree(port), { timeout: 40_000 }).toBe(true)
})

/** A platform authenticator in this tab that holds passkeys and verifies its user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

for (const lang of languages) {
  test(`${lang.prefix}: a customer adds a passkey on the account page and signs in with it alone`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const m = lang.m.account.passkeys
    const authenticator = await virtualAuthenticator(page)
    const email = uniqueEmail(`passkey-${lang.prefix}`)
    await signUpAndVerify(page, lang, email)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, email)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control`))

    await page.goto(`/${lang.prefix}/control/account`)
    const section = page.getByRole('region', { name: m.title, exact: true })
    await expect(section.getByText(m.empty)).toBeVisible()
    // A nameless passkey is refused in the browser before the device is asked.
    await section.getByRole('button', { name: m.add.submit }).click()
    await expect(section.getByText(m.errors.passkeyNameRequired)).toBeVisible()
    await section.getByLabel(m.add.name).fill('Laptop')
    await section.getByRole('button', { name: m.add.submit }).click()
    await expect(section.getByText(m.add.added.replace('{name}', 'Laptop'))).toBeVisible()
    const table = section.getByTestId('passkeys')
    await expect(table.getByRole('rowheader', { name: 'Laptop' })).toBeVisible()
    await expect(table.getByRole('cell', { name: m.never })).toBeVisible()
    expect(await authenticator.credentials()).toHaveLength(1)

    // Log out, then sign in with the passkey alone: no address typed.
    await page.goto(`/${lang.prefix}/control`)
    await page.getByRole('main').getByRole('button', { name: lang.m.nav.logout }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login\\?loggedOut=1$`))
    await page.getByRole('main').getByRole('button', { name: m.signIn.button }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))

    await page.goto(`/${lang.prefix}/control/account`)
    await expect(table.getByRole('rowheader', { name: 'Laptop' })).toBeVisible()
    await expect(table.getByRole('cell', { name: m.never })).toHaveCount(0)

    // Removing asks for a confirmation first: the password.
    await table.getByRole('button', { name: m.remove.label.replace('{name}', 'Laptop') }).click()
    await section.getByLabel(m.remove.password).fill('e2e-correct-horse')
    await section.getByRole('button', { name: m.remove.withPassword }).click()
    await expect(section.getByText(m.remove.removed.replace('{name}', 'Laptop'))).toBeVisible()
    await expect(section.getByText(m.empty)).toBeVisible()
  })
}

test('a passkey prompt that fails on the log-in page is said clearly, and the password form stays', async ({
  page,
}) => {
  const lang = languages[0]
  // The person does not confirm on the device: Chromium answers as for a cancelled prompt.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: false,
    },
  })
  await page.goto(`/${lang.prefix}/login`)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: lang.m.account.passkeys.signIn.button }).click()
  await expect(main.getByRole('alert')).toHaveText(lang.m.account.passkeys.errors.passkeyCancelled)
  await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login$`))
  await expect(main.getByLabel(lang.m.auth.login.email)).toBeEnabled()
})

test('a staff member adds a passkey on the admin account view and signs in with it alone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const authenticator = await virtualAuthenticator(page)
  await page.context().addCookies([{ name: 'payload-lng', value: 'de', url: base }])
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/e-?mail/i).fill(admin.email)
  await page.getByLabel(/passwor/i).fill(admin.password)
  await page.getByRole('button', { name: /^anmelden$/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/account')
  await page.getByLabel('Name des Passkeys').fill('Büro-Laptop')
  await page.getByRole('button', { name: 'Passkey hinzufügen' }).click()
  await expect(page.getByText('Der Passkey «Büro-Laptop» wurde hinzugefügt.')).toBeVisible()
  await expect(
    page.getByTestId('admin-passkeys').getByRole('rowheader', { name: 'Büro-Laptop' }),
  ).toBeVisible()
  expect(await authenticator.credentials()).toHaveLength(1)

  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/account')
  await expect(
    page.getByTestId('admin-passkeys').getByRole('rowheader', { name: 'Büro-Laptop' }),
  ).toBeVisible()
})
