import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { e2eMailDir, e2eSmtpPort } from './server'
import { startSmtpServer } from '../../helpers/smtp'

/**
 * A real SMTP server on the run's SMTP port that writes every e-mail it receives to the run's
 * mail folder (one JSON file each, read by waitForMail); returns the function that stops it.
 */
export async function startMailbox(): Promise<() => Promise<void>> {
  const mailDir = e2eMailDir()
  rmSync(mailDir, { recursive: true, force: true })
  mkdirSync(mailDir, { recursive: true })

  const smtp = await startSmtpServer(e2eSmtpPort())
  let written = 0
  const interval = setInterval(() => {
    while (written < smtp.messages.length) {
      const mail = smtp.messages[written]
      writeFileSync(
        path.join(mailDir, `${String(written).padStart(4, '0')}.json`),
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

  return async () => {
    clearInterval(interval)
    await smtp.stop()
  }
}
