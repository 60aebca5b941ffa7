import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type MailSink = {
  port: number
  messages: ParsedMail[]
  /** Resolves with the first message (already received or arriving within the timeout) that matches. */
  waitFor: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
  stop: () => Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives; with `refuse`, one that
 * refuses every message with a permanent 554 (a mail server that says no).
 */
export async function startSmtpServer(
  port = 0,
  { refuse = false }: { refuse?: boolean } = {},
): Promise<MailSink> {
  const messages: ParsedMail[] = []
  const listeners = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume()
        stream.on('end', () =>
          callback(Object.assign(new Error('Message refused'), { responseCode: 554 })),
        )
        return
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          for (const listener of listeners) listener()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A sender killed mid-message (the crash tests) resets its connection: not the server's error.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error
  })
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port

  const waitFor: MailSink['waitFor'] = (match, timeoutMs = 30_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match)
        if (found) {
          listeners.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
      }
      const timer = setTimeout(() => {
        listeners.delete(check)
        reject(new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length})`))
      }, timeoutMs)
      listeners.add(check)
      check()
    })

  return {
    port: boundPort,
    messages,
    waitFor,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
