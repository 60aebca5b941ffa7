/**
 * npm run screenshots: full-page screenshots at 390 px and 1280 px, in both languages and both
 * colour schemes, into screenshots/ (git-ignored): the main page types of the site, and the
 * control area's instance wizard and instance overview as a new customer sees them.
 *
 * Starts the app as the end-to-end tests do (npm start's script on a fresh SQLite database at
 * E2E_PORT, default 3100), or uses a running site given by SCREENSHOTS_URL. The control-area
 * screens come from signing up through the app: its confirmation e-mail must reach the SMTP
 * server this script starts on 127.0.0.1 at E2E_PORT + 1000 (a site given by SCREENSHOTS_URL
 * needs SMTP_HOST and SMTP_PORT set to it).
 */
import { mkdirSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { runOrExplain } from '@/config/startupError'

import { newViewContext, outDir, schemes, widths } from './capture'
import { launchDemoInstances, shootControlArea } from './control'
import { shootSitePages } from './site'
import { startMailbox } from '../../tests/helpers/e2e/mailbox'
import { e2eMailDir, e2eSmtpPort, startRunApp } from '../../tests/helpers/e2e/server'
import { chromiumFlags, chromiumPath } from '../chromium'

runOrExplain(async () => {
  const given = process.env.SCREENSHOTS_URL?.replace(/\/$/, '')
  const app = given
    ? { url: given, stop: await startMailbox(e2eSmtpPort(), e2eMailDir()) }
    : await startRunApp('screenshots')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    mkdirSync(outDir, { recursive: true })
    const accounts = await launchDemoInstances(browser, app.url, { freshDatabase: !given })
    for (const scheme of schemes) {
      for (const width of widths) {
        const view = { width, scheme }
        const context = await newViewContext(browser, view)
        await shootSitePages(await context.newPage(), app.url, view)
        await context.close()
        for (const account of accounts) await shootControlArea(browser, app.url, account, view)
      }
    }
  } finally {
    await browser.close()
    await app.stop()
  }
})
