import type { TaskConfig } from 'payload'

import type { Form } from '@/payload-types'
import { newsletterOptIn, staffNotification, visitorConfirmation } from '@/forms/mail'
import { newsletterToken } from '@/forms/newsletter/tokens'

/** Base delay of the exponential backoff: 5 s, 10 s, 20 s, … (JOB_BACKOFF_MS overrides, for tests). */
const backoffDelay = () => Number(process.env.JOB_BACKOFF_MS || 5000)

export const mailRetries = () => ({
  attempts: Number(process.env.MAIL_JOB_ATTEMPTS || 8),
  backoff: { type: 'exponential' as const, delay: backoffDelay() },
})

/**
 * Sends the staff notification and the visitor's confirmation of one stored submission. Each mail
 * is marked as sent on the submission once it went out, so a retry (SMTP down, a timeout) sends
 * only what is still missing.
 */
export const notifySubmissionTask: TaskConfig<'notifySubmission'> = {
  slug: 'notifySubmission',
  label: 'Form submission e-mails',
  inputSchema: [{ name: 'submissionId', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'text' }],
  retries: mailRetries(),
  handler: async ({ input, req }) => {
    const { payload } = req
    const submission = await payload.findByID({
      collection: 'form-submissions',
      id: input.submissionId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!submission) return { output: { sent: 'submission deleted' } }
    const locale = submission.locale ?? 'de-CH'
    const form = (await payload.findByID({
      collection: 'forms',
      id: typeof submission.form === 'object' ? submission.form.id : submission.form,
      locale,
      depth: 0,
      overrideAccess: true,
    })) as Form
    const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
    const sent: string[] = []

    if (!submission.notifications?.staffNotifiedAt) {
      const mail = staffNotification(form, submission, settings)
      await payload.sendEmail(mail)
      await payload.update({
        collection: 'form-submissions',
        id: submission.id,
        data: { notifications: { ...submission.notifications, staffNotifiedAt: new Date().toISOString() } },
        overrideAccess: true,
        depth: 0,
        context: { skipNotification: true },
      })
      submission.notifications = { ...submission.notifications, staffNotifiedAt: new Date().toISOString() }
      sent.push('staff')
    }

    const wantsConfirmation = (form as Form & { sendConfirmation?: boolean | null }).sendConfirmation !== false
    if (wantsConfirmation && !submission.notifications?.confirmationSentAt) {
      const mail = visitorConfirmation(form, submission, settings)
      if (mail) {
        await payload.sendEmail(mail)
        await payload.update({
          collection: 'form-submissions',
          id: submission.id,
          data: { notifications: { ...submission.notifications, confirmationSentAt: new Date().toISOString() } },
          overrideAccess: true,
          depth: 0,
          context: { skipNotification: true },
        })
        sent.push('confirmation')
      }
    }
    return { output: { sent: sent.join(', ') || 'nothing left to send' } }
  },
}

/** Sends (or re-sends) the double opt-in e-mail of a pending newsletter sign-up. */
export const sendNewsletterOptInTask: TaskConfig<'sendNewsletterOptIn'> = {
  slug: 'sendNewsletterOptIn',
  label: 'Newsletter opt-in e-mail',
  inputSchema: [{ name: 'subscriberId', type: 'text', required: true }],
  retries: mailRetries(),
  handler: async ({ input, req }) => {
    const { payload } = req
    const subscriber = await payload.findByID({
      collection: 'newsletter-subscribers',
      id: input.subscriberId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!subscriber || subscriber.status !== 'pending') return { output: {} }
    const locale = subscriber.locale ?? 'de-CH'
    const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
    const mail = newsletterOptIn(
      subscriber.email,
      locale,
      {
        confirm: newsletterToken('confirm', subscriber.id, subscriber.email),
        unsubscribe: newsletterToken('unsubscribe', subscriber.id, subscriber.email),
      },
      settings,
    )
    await payload.sendEmail(mail)
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { optInSentAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return { output: {} }
  },
}
