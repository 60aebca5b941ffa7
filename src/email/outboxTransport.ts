import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Transport } from 'nodemailer'

/** Writes each message as an .eml file instead of sending it (used when no SMTP host is configured). */
export function outboxTransport(directory: string): Transport {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail, callback) {
      const chunks: Buffer[] = []
      const stream = mail.message.createReadStream()
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (error: Error) => callback(error, undefined as never))
      stream.on('end', () => {
        const messageId = mail.message.messageId()
        const file = path.join(
          directory,
          `${Date.now()}-${messageId.replace(/[^a-z0-9]+/gi, '')}.eml`,
        )
        mkdir(directory, { recursive: true })
          .then(() => writeFile(file, Buffer.concat(chunks)))
          .then(() =>
            callback(null, { envelope: mail.message.getEnvelope(), messageId, file } as never),
          )
          .catch((error: Error) => callback(error, undefined as never))
      })
    },
  }
}
