import { createHash } from 'node:crypto'

import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { hasMarker, markOnce } from '@/locks'

import { currentMailScope, type MailScope } from './mailScope'

/** Sent markers outlive any retry of the job that sent the mail. */
const markerLifetimeMs = 30 * 24 * 60 * 60 * 1000

const addresses = (value: SendEmailOptions['to']): string =>
  [value ?? []]
    .flat()
    .map((entry) => (typeof entry === 'string' ? entry : entry.address))
    .join(',')

/**
 * The same mail of the same job gets the same Message-ID on every run: derived from the job, the
 * recipients and the subject (a job sends one mail per recipient and subject).
 */
function scopedMessageId(scope: MailScope, message: SendEmailOptions, domain: string) {
  const digest = createHash('sha256')
    .update(`${scope.key}\n${addresses(message.to)}\n${message.subject ?? ''}`)
    .digest('hex')
    .slice(0, 24)
  return `<${digest}.${scope.key}@${domain}>`
}

const markerKey = (messageId: string) => `mail-sent:${messageId}`

const domainOf = (fromAddress: string) => fromAddress.split('@')[1] || 'unbound.localhost'

/**
 * Whether this job already had `message` accepted by the mail server (in an earlier run): for a
 * job that must not change state for a mail it will not send again. False outside a job.
 */
export async function sentBefore(payload: Payload, message: SendEmailOptions): Promise<boolean> {
  const scope = currentMailScope()
  if (!scope) return false
  const domain = domainOf(payload.email.defaultFromAddress)
  return hasMarker(payload, markerKey(message.messageId ?? scopedMessageId(scope, message, domain)))
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * Job e-mails leave this process one at a time, each recorded before the next is sent: a process
 * that dies leaves at most one accepted but unrecorded mail behind, whatever number of jobs ran.
 */
function oneAtATime<T>(send: () => Promise<T>): Promise<T> {
  const result = queue.then(send)
  queue = result.catch(() => undefined)
  return result
}

/**
 * E-mails sent from a job are recorded as sent, by Message-ID, as soon as the SMTP server has
 * accepted them, before the job does anything else; a job that runs again (its process died, a
 * later step failed) skips every mail recorded, so a crash re-sends at most the mail that was in
 * flight, and that one under the same Message-ID (a receiving system can tell the copy). E-mails
 * sent outside a job (sign-in links, password resets) go out as before.
 */
export function withSentMarkers(
  adapter: Promise<EmailAdapter> | EmailAdapter,
): Promise<EmailAdapter> {
  return Promise.resolve(adapter).then((inner): EmailAdapter => (args) => {
    const email = inner(args)
    const domain = domainOf(email.defaultFromAddress)
    return {
      ...email,
      sendEmail: async (message) => {
        const scope = currentMailScope()
        if (!scope) return email.sendEmail(message)
        const messageId = message.messageId ?? scopedMessageId(scope, message, domain)
        const { payload } = args
        return oneAtATime(async () => {
          if (await hasMarker(payload, markerKey(messageId)))
            return { messageId, skipped: 'sent before' }
          const info = await email.sendEmail({ ...message, messageId })
          await markOnce(payload, markerKey(messageId), new Date(Date.now() + markerLifetimeMs))
          return info
        })
      },
    }
  })
}
