import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { startSmtpServer } from '../../helpers/smtp'
import { e2eBaseUrl, e2eDataDir, e2eMailDir, e2ePort, e2eSmtpPort } from './server'

const root = path.resolve(import.meta.dirname, '../../..')

async function waitForServer(url: string, timeoutMs: number, exited: () => boolean) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The app server exited during start-up (see its output above).')
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs / 1000} s`)
}

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
      writeFileSync(path.join(e2eMailDir(), `${String(written).padStart(4, '0')}.json`), JSON.stringify({
        to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      }))
      written += 1
    }
  }, 200)

  const env = {
    ...process.env,
    PORT: String(e2ePort()),
    HOSTNAME: '127.0.0.1',
    SITE_URL: e2eBaseUrl(),
    DATABASE_URI: `file:${path.join(dataDir, 'e2e.db')}`,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(e2eSmtpPort()),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'no-reply@unbound.example',
    ADMIN_EMAIL: 'admin@unbound.example',
    ADMIN_PASSWORD: 'e2e-admin-password',
    PROVISION_DELAY_MS: '300',
    RATE_LIMIT_MULTIPLIER: '50',
    MEDIA_DIR: path.join(dataDir, 'media'),
  }
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
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
