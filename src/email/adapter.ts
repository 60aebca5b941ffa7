import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { env } from '@/config/env'
import { metrics } from '@/observability/metrics'

import { outboxTransport } from './outboxTransport'
import { withSentMarkers } from './sentMarkers'

export const outboxDirectory = () => path.resolve(process.cwd(), env().MAIL_OUTBOX_DIR)

/**
 * SMTP from SMTP_* when SMTP_HOST is set; otherwise every message becomes an .eml file in the
 * outbox. E-mails of jobs are recorded as sent once accepted (sentMarkers.ts).
 */
export function emailAdapter() {
  return withSentMarkers(transportAdapter())
}

function transportAdapter() {
  const config = env()
  const defaultFromAddress = config.MAIL_FROM
  const defaultFromName = config.MAIL_FROM_NAME
  if (config.SMTP_HOST) {
    const port = config.SMTP_PORT
    return counted(
      nodemailerAdapter({
        defaultFromAddress,
        defaultFromName,
        skipVerify: true,
        transportOptions: {
          host: config.SMTP_HOST,
          port,
          secure: config.SMTP_SECURE ?? port === 465,
          auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          tls: config.SMTP_TLS_REJECT_UNAUTHORIZED ? undefined : { rejectUnauthorized: false },
        },
      }),
      'smtp',
    )
  }
  return counted(
    nodemailerAdapter({
      defaultFromAddress,
      defaultFromName,
      skipVerify: true,
      transport: nodemailer.createTransport(outboxTransport(outboxDirectory())),
    }),
    'outbox',
  )
}

/** Counts every message sent or refused (unbound_mail_sent_total, unbound_mail_failed_total). */
async function counted(adapter: Promise<EmailAdapter>, transport: string): Promise<EmailAdapter> {
  const create = await adapter
  return (args) => {
    const initialised = create(args)
    return {
      ...initialised,
      async sendEmail(message) {
        try {
          const result = await initialised.sendEmail(message)
          metrics().mailSent.inc({ transport })
          return result
        } catch (error) {
          metrics().mailFailed.inc({ transport })
          throw error
        }
      },
    }
  }
}
