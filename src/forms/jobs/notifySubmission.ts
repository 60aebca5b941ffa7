import type { TaskConfig } from 'payload'

import { mailRetries } from '@/email/retries'
import type { Form } from '@/payload-types'

import { staffNotification, visitorConfirmation } from '../mail'
import { oncePerHour } from './visitorMail'

/**
 * Sends the staff notification and the visitor's confirmation of one stored submission. Each mail
 * is marked as sent on the submission once it went out, so a retry (SMTP down, a timeout) sends
 * only what is still missing. The confirmation is skipped when its address got one within the hour.
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
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      depth: 0,
      overrideAccess: true,
    })
    const sent: string[] = []

    if (!submission.notifications?.staffNotifiedAt) {
      const mail = await staffNotification(form, submission, settings)
      await payload.sendEmail(mail)
      await payload.update({
        collection: 'form-submissions',
        id: submission.id,
        data: {
          notifications: { ...submission.notifications, staffNotifiedAt: new Date().toISOString() },
        },
        overrideAccess: true,
        depth: 0,
        context: { skipNotification: true },
      })
      submission.notifications = {
        ...submission.notifications,
        staffNotifiedAt: new Date().toISOString(),
      }
      sent.push('staff')
    }

    const wantsConfirmation =
      (form as Form & { sendConfirmation?: boolean | null }).sendConfirmation !== false
    if (wantsConfirmation && !submission.notifications?.confirmationSentAt) {
      const mail = await visitorConfirmation(submission, settings)
      if (
        mail &&
        (await oncePerHour(payload, 'confirmation', mail.to, () => payload.sendEmail(mail)))
      ) {
        await payload.update({
          collection: 'form-submissions',
          id: submission.id,
          data: {
            notifications: {
              ...submission.notifications,
              confirmationSentAt: new Date().toISOString(),
            },
          },
          overrideAccess: true,
          depth: 0,
          context: { skipNotification: true },
        })
        sent.push('confirmation')
      } else if (mail) {
        sent.push('no confirmation (this address got one within the hour)')
      }
    }
    return { output: { sent: sent.join(', ') || 'nothing left to send' } }
  },
}
