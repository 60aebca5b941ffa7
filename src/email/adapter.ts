import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { metrics } from '@/observability/metrics'

import { outboxTransport } from './outboxTransport'

export const outboxDirectory = () =>
  path.resolve(process.cwd(), process.env.MAIL_OUTBOX_DIR || 'data/outbox')

/** SMTP from SMTP_* when SMTP_HOST is set; otherwise every message becomes an .eml file in the outbox. */
export function emailAdapter(env: NodeJS.ProcessEnv = process.env) {
  const defaultFromAddress = env.MAIL_FROM || 'no-reply@unbound.localhost'
  const defaultFromName = env.MAIL_FROM_NAME || 'Unbound'
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT || 587)
    return counted(
      nodemailerAdapter({
        defaultFromAddress,
        defaultFromName,
        skipVerify: true,
        transportOptions: {
          host: env.SMTP_HOST,
          port,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          tls:
            env.SMTP_TLS_REJECT_UNAUTHORIZED === 'false'
              ? { rejectUnauthorized: false }
              : undefined,
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
