import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { startSmtpServer } from '../smtp'

/**
 * A real SMTP server on `port` (the run's SMTP port) that writes every e-mail it receives to
 * `mailDir` (the run's mail folder: one JSON file each, read by waitForMail); returns the
 * function that stops it.
 */
export async function startMailbox(port: number, mailDir: string): Promise<() => Promise<void>> {
  rmSync(mailDir, { recursive: true, force: true })
  mkdirSync(mailDir, { recursive: true })

  const smtp = await startSmtpServer(port)
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
