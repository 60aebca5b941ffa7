import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import {
  appServerEnv,
  e2eBaseUrl,
  e2eDataDir,
  e2eMailDir,
  e2ePort,
  e2eSmtpPort,
  spawnApp,
  waitForServer,
} from './server'
import { startSmtpServer } from '../../helpers/smtp'

/**
 * Starts a real SMTP server and the app exactly as users start it (npm start's script) on a
 * fresh SQLite database; returns the teardown that stops both.
 */
export default async function globalSetup() {
  const dataDir = e2eDataDir()
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(e2eMailDir(), { recursive: true })

  const smtp = await startSmtpServer(e2eSmtpPort())
  let written = 0
  const interval = setInterval(() => {
    while (written < smtp.messages.length) {
      const mail = smtp.messages[written]
      writeFileSync(
        path.join(e2eMailDir(), `${String(written).padStart(4, '0')}.json`),
        JSON.stringify({
          to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        }),
      )
      written += 1
    }
  }, 200)

  const server = spawnApp(
    appServerEnv(e2ePort(), 'e2e', { PROVISION_DELAY_MS: '300', RATE_LIMIT_MULTIPLIER: '50' }),
  )
  let exited = false
  server.on('exit', () => {
    exited = true
  })
  await waitForServer(`${e2eBaseUrl()}/de`, 15 * 60_000, () => exited)

  return async () => {
    clearInterval(interval)
    if (server.pid && !exited) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already stopped
      }
    }
    await smtp.stop()
  }
}
