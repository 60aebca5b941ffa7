import type { PayloadRequest, TaskConfig } from 'payload'

import { hostingSettings } from '@/control/shared/settings'
import { localeOf } from '@/email/links'
import { renderEmail } from '@/email/render'
import { mailRetries } from '@/email/retries'
import { markOnce, release } from '@/locks'
import { toId } from '@/utilities/ids'

import type { AccountCollection } from '../types'

export const sendSecurityEmailSlug = 'sendSecurityEmail' as const

export const securityEmailKinds = [
  'passwordChanged',
  'passkeyAdded',
  'passkeyRemoved',
  'twoStepEnabled',
  'twoStepDisabled',
  'recoveryCodeUsed',
  'newDevice',
] as const
export type SecurityEmailKind = (typeof securityEmailKinds)[number]

export type SecurityEmailInput = {
  collection: AccountCollection
  account: string
  kind: SecurityEmailKind
  /** When it happened (ISO), and the device it happened from. */
  at: string
  browser?: string | null
  os?: string | null
  /** How the new device signed in (newDevice only). */
  method?: string | null
  /** Staff have no stored language: the admin's language at the time. */
  locale?: string | null
}

/** Queues the e-mail in the request that made the change (it goes out once that is stored). */
export async function queueSecurityEmail(req: PayloadRequest, input: SecurityEmailInput) {
  const locale = input.collection === 'users' && req.i18n?.language === 'en' ? 'en' : 'de-CH'
  await req.payload.jobs.queue({
    task: sendSecurityEmailSlug,
    input: { ...input, locale },
    req,
  })
}

/** Tells the owner of an account what changed in how it signs in, or of a sign-in from a new device. */
export const sendSecurityEmailTask: TaskConfig<{
  input: SecurityEmailInput
  output: { sent: string }
}> = {
  slug: sendSecurityEmailSlug,
  label: 'Security e-mail',
  inputSchema: [
    { name: 'collection', type: 'select', required: true, options: ['customers', 'users'] },
    { name: 'account', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: [...securityEmailKinds] },
    { name: 'at', type: 'text', required: true },
    { name: 'browser', type: 'text' },
    { name: 'os', type: 'text' },
    { name: 'method', type: 'text' },
    { name: 'locale', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'text' }],
  retries: mailRetries(),
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const account = (await payload.findByID({
      collection: input.collection,
      id: toId(input.account),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as { email?: string | null; locale?: string | null; closedAt?: string | null } | null
    if (!account?.email || account.closedAt) return { output: { sent: 'no account' } }
    // A retry after the mail went out (a lease that ran out) sends nothing twice.
    const marker = `mail:security:${job.id}`
    if (!(await markOnce(payload, marker, new Date(Date.now() + 30 * 24 * 60 * 60 * 1000))))
      return { output: { sent: 'already sent' } }
    try {
      const locale = localeOf(input.collection === 'customers' ? account.locale : input.locale)
      await payload.sendEmail({
        to: account.email,
        ...(await renderEmail('securityNotice', locale, {
          kind: input.kind,
          audience: input.collection === 'users' ? 'staff' : 'customer',
          at: input.at,
          browser: input.browser ?? null,
          os: input.os ?? null,
          method: input.method ?? null,
          supportEmail: (await hostingSettings(payload)).supportEmail,
        })),
      })
    } catch (error) {
      await release(payload, marker)
      throw error
    }
    return { output: { sent: input.kind } }
  },
}
