import { startRunApp } from './server'

/**
 * Starts a real SMTP server and the app exactly as users start it (npm start's script) on a
 * fresh SQLite database; returns the teardown that stops both.
 */
export default async function globalSetup() {
  const app = await startRunApp('e2e', { PROVISION_DELAY_MS: '300', RATE_LIMIT_MULTIPLIER: '50' })
  return app.stop
}
