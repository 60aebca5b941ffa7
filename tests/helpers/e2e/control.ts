import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { waitForMail } from './mail'
import type commonJson from '../../../src/i18n/messages/en/common.json'
import type controlJson from '../../../src/i18n/messages/en/control.json'
import type emailJson from '../../../src/i18n/messages/en/email.json'
import type siteJson from '../../../src/i18n/messages/en/site.json'

/** Helpers of the control-area end-to-end tests (sign-up through the UI, reading the e-mails). */
type Catalogues = {
  common: typeof commonJson
  control: typeof controlJson
  email: typeof emailJson
  site: typeof siteJson
}
const read = <File extends keyof Catalogues>(locale: string, file: File): Catalogues[File] =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../../src/i18n/messages/${locale}/${file}.json`),
      'utf8',
    ),
  )

/** One language's URL prefix, locale and the message catalogues the tests read. */
const language = <Prefix extends 'en' | 'de', Locale extends 'en' | 'de-CH'>(
  prefix: Prefix,
  locale: Locale,
) => ({
  prefix,
  locale,
  m: read(locale, 'control').control,
  email: read(locale, 'email').email,
  common: read(locale, 'common').common,
  site: read(locale, 'site').site,
})

export const languages = [language('en', 'en'), language('de', 'de-CH')] as const
export type Language = (typeof languages)[number]

export const password = 'e2e-correct-horse'
export const validXpub =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8'

let counter = 0
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${++counter}@customers.example`

/** The first link of an e-mail whose path is `pathPart`, as a path + query on the test server. */
export function linkFrom(mail: { text: string; html: string }, pathPart: string): string {
  const found = `${mail.text}\n${mail.html}`.match(
    new RegExp(`https?://[^\\s"'<>]*${pathPart}\\?token=[A-Za-z0-9_-]+`),
  )
  if (!found) throw new Error(`No ${pathPart} link in the e-mail`)
  const url = new URL(found[0].replace(/&amp;/g, '&'))
  return `${url.pathname}${url.search}`
}

/** Signs up through the form, confirms the address with the link from the e-mail, and stays logged out. */
export async function signUpAndVerify(page: Page, lang: Language, email: string) {
  await page.goto(`/${lang.prefix}/signup`)
  await page.getByRole('main').getByLabel(lang.m.auth.signup.email).fill(email)
  await page
    .getByRole('main')
    .getByLabel(lang.m.auth.signup.password, { exact: true })
    .fill(password)
  await page.getByRole('main').getByRole('button', { name: lang.m.auth.signup.submit }).click()
  await expect(page.getByText(lang.m.auth.signup.doneTitle)).toBeVisible()
  const mail = await waitForMail(
    (entry) => entry.to.includes(email) && entry.subject === lang.email.verification.subject,
  )
  await page.goto(linkFrom(mail, `/${lang.prefix}/verify`))
  await expect(page.getByText(lang.m.auth.verify.ok)).toBeVisible()
}

export async function logIn(page: Page, lang: Language, email: string, secret = password) {
  await page.getByRole('main').getByLabel(lang.m.auth.login.email).fill(email)
  await page.getByRole('main').getByLabel(lang.m.auth.login.password, { exact: true }).fill(secret)
  await page
    .getByRole('main')
    .getByRole('button', { name: lang.m.auth.login.submit, exact: true })
    .click()
}

/** Creates an organisation through the form and returns its id (from the detail page's URL). */
export async function createOrganisation(
  page: Page,
  lang: Language,
  name: string,
): Promise<string> {
  await page.goto(`/${lang.prefix}/control/organisations/new`)
  await page.getByRole('main').getByLabel(lang.m.orgForm.name).fill(name)
  await page.getByRole('main').getByRole('button', { name: lang.m.orgForm.submit }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return page.url().split('/').pop()!
}

/** The launch wizard's steps: shop name, orders e-mail, XPUB and review. */
export type WizardStep = 'shop' | 'email' | 'review'

type WizardInput = {
  /** The orders e-mail address. */
  recipient?: string
  /** Typed into the last step when given (the field may stay empty). */
  xpub?: string
  /** Called once a step's values are in, before the wizard goes on (the review once it shows them). */
  atStep?: (step: WizardStep) => Promise<void>
}

/** Fills in the launch wizard up to its review, without launching. */
export async function fillLaunchWizard(
  page: Page,
  lang: Language,
  orgId: string,
  shopName: string,
  { recipient = 'orders@shop.example', xpub, atStep }: WizardInput = {},
) {
  const next = () =>
    page.getByRole('main').getByRole('button', { name: lang.m.wizard.next, exact: true }).click()
  await page.goto(`/${lang.prefix}/control/organisations/${orgId}/instances/new`)
  await page.getByRole('main').getByLabel(lang.m.wizard.shopName).fill(shopName)
  await atStep?.('shop')
  await next()
  await page.getByRole('main').getByLabel(lang.m.wizard.recipient).fill(recipient)
  await atStep?.('email')
  await next()
  if (xpub !== undefined) await page.getByRole('main').getByLabel(lang.m.wizard.xpub).fill(xpub)
  if (atStep) {
    await expect(page.getByTestId('wizard-review')).toContainText(recipient)
    await atStep('review')
  }
}

/** The shortest launch through the wizard; returns the instance overview's path. */
export async function launchQuickly(
  page: Page,
  lang: Language,
  orgId: string,
  shopName: string,
  input: WizardInput = {},
): Promise<string> {
  await fillLaunchWizard(page, lang, orgId, shopName, input)
  await page
    .getByRole('main')
    .getByRole('button', { name: lang.m.wizard.confirm, exact: true })
    .click()
  await page.waitForURL(new RegExp(`/${lang.prefix}/control/instances/inst-[0-9a-f]+$`))
  return new URL(page.url()).pathname
}
