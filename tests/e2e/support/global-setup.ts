import { rmSync } from 'node:fs'

import { startMailbox } from './mailbox'
import { appServerEnv, e2eBaseUrl, e2eDataDir, e2ePort, spawnApp, waitForServer } from './server'

/**
 * Starts a real SMTP server and the app exactly as users start it (npm start's script) on a
 * fresh SQLite database; returns the teardown that stops both.
 */
export default async function globalSetup() {
  rmSync(e2eDataDir(), { recursive: true, force: true })
  const stopMailbox = await startMailbox()

  const server = spawnApp(
    appServerEnv(e2ePort(), 'e2e', { PROVISION_DELAY_MS: '300', RATE_LIMIT_MULTIPLIER: '50' }),
  )
  let exited = false
  server.on('exit', () => {
    exited = true
  })
  await waitForServer(`${e2eBaseUrl()}/de`, 15 * 60_000, () => exited)

  return async () => {
    if (server.pid && !exited) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already stopped
      }
    }
    await stopMailbox()
  }
}
