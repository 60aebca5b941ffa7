import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

import { outboxTransport } from './outboxTransport'
import { withSentMarkers } from './sentMarkers'

export const outboxDirectory = () =>
  path.resolve(process.cwd(), process.env.MAIL_OUTBOX_DIR || 'data/outbox')

/**
 * SMTP from SMTP_* when SMTP_HOST is set; otherwise every message becomes an .eml file in the
 * outbox. E-mails of jobs are recorded as sent once accepted (sentMarkers.ts).
 */
export function emailAdapter(env: NodeJS.ProcessEnv = process.env) {
  return withSentMarkers(transportAdapter(env))
}

function transportAdapter(env: NodeJS.ProcessEnv) {
  const defaultFromAddress = env.MAIL_FROM || 'no-reply@unbound.localhost'
  const defaultFromName = env.MAIL_FROM_NAME || 'Unbound'
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT || 587)
    return nodemailerAdapter({
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
          env.SMTP_TLS_REJECT_UNAUTHORIZED === 'false' ? { rejectUnauthorized: false } : undefined,
      },
    })
  }
  return nodemailerAdapter({
    defaultFromAddress,
    defaultFromName,
    skipVerify: true,
    transport: nodemailer.createTransport(outboxTransport(outboxDirectory())),
  })
}
