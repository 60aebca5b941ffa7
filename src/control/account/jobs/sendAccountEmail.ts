import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { localeOf } from '@/email/links'
import { renderEmail } from '@/email/render'
import { mailRetries } from '@/email/retries'
import { holdFor, release } from '@/locks'
import { toId } from '@/utilities/ids'

import { sendEmailChange } from '../emailChange'

export const sendAccountEmailSlug = 'sendAccountEmail' as const

/** How long a password-reset link works (the customers collection's forgotPassword.expiration). */
export const resetLinkValidMs = 60 * 60 * 1000

export type AccountEmailKind = 'verifyEmail' | 'accountExists' | 'passwordReset' | 'emailChange'

export type AccountEmailInput = {
  kind: AccountEmailKind
  /** The customer's id; empty when the address has no account (the job then does nothing). */
  customer: string
  locale?: string
}

/**
 * Queues one account e-mail. Sign-up, forgot-password and staff-created customers all go through
 * here, for known and unknown addresses alike, so the request does the same work either way and
 * the mail server's speed never shows in a response.
 */
export async function queueAccountEmail(
  payload: Payload,
  input: AccountEmailInput,
  req?: PayloadRequest,
) {
  await payload.jobs.queue({ task: sendAccountEmailSlug, input, req })
}

/**
 * Sends the control area's account e-mails. The job input holds only an id: the verification
 * token is read from the account when the mail goes out, and a reset token is issued then (a
 * retry issues a fresh one, so no token ever waits in the job queue).
 */
export const sendAccountEmailTask: TaskConfig<{
  input: AccountEmailInput
  output: { sent: string }
}> = {
  slug: sendAccountEmailSlug,
  label: 'Account e-mail',
  inputSchema: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['verifyEmail', 'accountExists', 'passwordReset', 'emailChange'],
    },
    { name: 'customer', type: 'text' },
    { name: 'locale', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'text' }],
  retries: mailRetries(),
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = input.customer ? toId(input.customer) : undefined
    if (!id) return { output: { sent: 'no account' } }
    const customer = await payload.findByID({
      collection: 'customers',
      id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      disableErrors: true,
    })
    if (!customer) return { output: { sent: 'account deleted' } }
    // The customer's own language; the one of the page that asked only for an account without one.
    const locale = localeOf(customer.locale || input.locale)

    if (input.kind === 'verifyEmail') {
      const token = (customer as { _verificationToken?: string | null })._verificationToken
      if (customer._verified || !token) return { output: { sent: 'already verified' } }
      await payload.sendEmail({
        to: customer.email,
        ...(await renderEmail('verification', localeOf(customer.locale), { token })),
      })
      return { output: { sent: 'verification' } }
    }
    if (input.kind === 'emailChange') return { output: { sent: await sendEmailChange(req, id) } }
    if (input.kind === 'accountExists') {
      await payload.sendEmail({
        to: customer.email,
        ...(await renderEmail('accountExists', locale, {})),
      })
      return { output: { sent: 'account exists' } }
    }
    // One reset link per account per minute, however many addresses ask for it (no mail bombing).
    // The marker's unique index decides, so jobs running side by side (or on several workers) agree.
    const throttle = `mail:reset:${customer.id}`
    if (!(await holdFor(payload, throttle, 60_000)))
      return { output: { sent: 'reset link sent less than a minute ago' } }
    try {
      const token = await payload.forgotPassword({
        collection: 'customers',
        data: { email: customer.email },
        disableEmail: true,
      })
      if (!token) return { output: { sent: 'no account' } }
      await payload.sendEmail({
        to: customer.email,
        ...(await renderEmail('passwordReset', locale, { token })),
      })
    } catch (error) {
      await release(payload, throttle)
      throw error
    }
    return { output: { sent: 'password reset' } }
  },
}
