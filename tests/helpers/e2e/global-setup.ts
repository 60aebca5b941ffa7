import type { FullConfig } from '@playwright/test'

import { startRunApp } from './server'

/**
 * Starts a real SMTP server and the app exactly as users start it (npm start's script) on a
 * fresh SQLite database, one of each per Playwright worker (`--workers=N`, server.ts e2ePort);
 * returns the teardown that stops them.
 */
export default async function globalSetup(config: FullConfig) {
  const settings = { PROVISION_DELAY_MS: '300', RATE_LIMIT_MULTIPLIER: '50' }
  const first = await startRunApp('e2e', settings)
  // The first server's start seeds; the others start on copies of its database, side by side.
  const others = await Promise.allSettled(
    Array.from({ length: config.workers - 1 }, (_, index) =>
      startRunApp('e2e', settings, index + 1),
    ),
  )
  const apps = [first, ...others.flatMap((app) => (app.status === 'fulfilled' ? [app.value] : []))]
  const stop = async () => {
    await Promise.all(apps.map((app) => app.stop()))
  }
  const failed = others.find((app) => app.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  return stop
}
