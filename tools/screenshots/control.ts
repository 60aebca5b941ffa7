import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { newViewContext, saveScreenshot, type View } from './capture'
import {
  createOrganisation,
  fillLaunchWizard,
  languages,
  launchQuickly,
  logIn,
  signUpAndVerify,
  uniqueEmail,
  validXpub,
  type Language,
  type WizardStep,
} from '../../tests/helpers/e2e/control'

/** A customer of one language with a launched instance, and the browser state of its session. */
export type ControlAccount = {
  lang: Language
  orgId: string
  instancePath: string
  session: Awaited<ReturnType<BrowserContext['storageState']>>
}

/** What the demo customer of each language types into the forms. */
const demo = {
  de: {
    email: 'anna.meier@velowerk.example',
    organisation: 'Velowerk Bern AG',
    shop: 'Velowerk Bern',
    recipient: 'bestellungen@velowerk.example',
  },
  en: {
    email: 'sam.taylor@harbour-bikes.example',
    organisation: 'Harbour Bikes Ltd',
    shop: 'Harbour Bikes',
    recipient: 'orders@harbour-bikes.example',
  },
}

/** The screenshot of each of the wizard's steps. */
const wizardShots: Record<WizardStep, string> = {
  shop: 'control-wizard',
  email: 'control-wizard-email',
  review: 'control-wizard-review',
}

/** The instance overview once provisioning is done: every task done, the services listed. */
async function waitUntilRunning(page: Page, lang: Language) {
  await expect(page.getByTestId('instance-status')).toHaveText(lang.m.status.running, {
    timeout: 60_000,
  })
  await expect(page.getByTestId('tasks').getByText(lang.m.instance.taskState.done)).toHaveCount(5)
  await expect(page.getByRole('cell', { name: lang.m.instance.service.adminUi })).toBeVisible()
}

/**
 * As a new customer in each language: signs up (the confirmation link comes by e-mail), logs in,
 * creates an organisation and launches an instance through the wizard, and waits until it runs.
 * On a database of earlier runs the demo addresses are taken, so the customers get unique ones.
 */
export async function launchDemoInstances(
  browser: Browser,
  baseUrl: string,
  { freshDatabase }: { freshDatabase: boolean },
) {
  const accounts: ControlAccount[] = []
  for (const lang of languages) {
    const context = await browser.newContext({ baseURL: baseUrl, locale: lang.locale })
    const page = await context.newPage()
    const email = freshDatabase
      ? demo[lang.prefix].email
      : uniqueEmail(`screenshots-${lang.prefix}`)
    await signUpAndVerify(page, lang, email)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, email)
    await page.waitForURL(new RegExp(`/${lang.prefix}/control$`))
    const orgId = await createOrganisation(page, lang, demo[lang.prefix].organisation)
    const { shop, recipient } = demo[lang.prefix]
    const instancePath = await launchQuickly(page, lang, orgId, shop, {
      recipient,
      xpub: validXpub,
    })
    await waitUntilRunning(page, lang)
    accounts.push({
      lang,
      orgId,
      instancePath,
      session: await context.storageState(),
    })
    await context.close()
  }
  return accounts
}

/** The wizard's steps and the running instance's overview, as the account's customer sees them. */
export async function shootControlArea(
  browser: Browser,
  baseUrl: string,
  account: ControlAccount,
  view: View,
) {
  const { lang } = account
  const context = await newViewContext(browser, view, {
    baseURL: baseUrl,
    locale: lang.locale,
    storageState: account.session,
  })
  const page = await context.newPage()
  const shoot = async (name: string) => {
    // No focus ring on the field just filled in or the step title the wizard focuses; back at
    // the top, or the sticky header is drawn where the page was scrolled to.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      window.scrollTo({ top: 0, behavior: 'instant' })
    })
    await saveScreenshot(page, name, lang.prefix, view)
  }
  const { shop, recipient } = demo[lang.prefix]
  await fillLaunchWizard(page, lang, account.orgId, shop, {
    recipient,
    xpub: validXpub,
    atStep: (step) => shoot(wizardShots[step]),
  })
  await page.goto(account.instancePath)
  await waitUntilRunning(page, lang)
  await shoot('control-instance')
  await context.close()
}
