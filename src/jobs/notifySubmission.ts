import type { TaskConfig } from 'payload'
import type { Payload } from 'payload'

import { currentMailScope } from '@/email/mailScope'
import { mailRetries } from '@/email/retries'
import { sentBefore } from '@/email/sentMarkers'
import { newsletterOptIn, staffNotification, visitorConfirmation } from '@/forms/mail'
import { confirmToken, tokenHash, unsubscribeToken } from '@/forms/newsletter/tokens'
import { addressKey } from '@/forms/sealed'
import { hasMarker, holdFor, markOnce, release } from '@/locks'
import type { Form } from '@/payload-types'

/** Visitor e-mails (confirmations, newsletter opt-ins) go to one address at most once per hour. */
export const visitorMailWindowMs = 60 * 60 * 1000

/**
 * Runs `send` unless `address` got an e-mail of this kind within the hour: the hour is held in
 * the database (a unique marker), so it holds across app servers and concurrent jobs. A failed
 * send gives the hour back, so the job's retry can send. False when the hour was taken.
 */
async function oncePerHour(
  payload: Payload,
  kind: 'confirmation' | 'newsletter-opt-in',
  address: string,
  send: () => Promise<unknown>,
) {
  const key = `${kind}:${addressKey(address)}`
  // The job that took the hour keeps it when it runs again (its process died while sending).
  const job = currentMailScope()?.key
  if (await holdFor(payload, key, visitorMailWindowMs)) {
    if (job) await markOnce(payload, `${key}:${job}`, new Date(Date.now() + visitorMailWindowMs))
  } else if (!job || !(await hasMarker(payload, `${key}:${job}`))) return false
  try {
    await send()
  } catch (error) {
    await release(payload, key)
    throw error
  }
  return true
}

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

/**
 * Sends (or re-sends) the double opt-in e-mail of a pending newsletter sign-up, at most once per
 * address and hour. Each e-mail carries a new confirmation token (valid 7 days); only the hash of
 * the latest is stored, so earlier links stop working.
 */
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
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      depth: 0,
      overrideAccess: true,
    })
    const tokens = {
      confirm: confirmToken(subscriber.id, subscriber.email),
      unsubscribe: unsubscribeToken(subscriber.id, subscriber.email),
    }
    const mail = await newsletterOptIn(subscriber.email, locale, tokens, settings)
    const sent = await oncePerHour(payload, 'newsletter-opt-in', subscriber.email, async () => {
      // Accepted in an earlier run: its tokens are the ones stored, and new ones would break its links.
      if (await sentBefore(payload, mail)) return
      await payload.update({
        collection: 'newsletter-subscribers',
        id: subscriber.id,
        data: {
          confirmationToken: tokenHash(tokens.confirm),
          unsubscribeToken: tokenHash(tokens.unsubscribe),
        },
        overrideAccess: true,
        depth: 0,
      })
      await payload.sendEmail(mail)
    })
    if (!sent) return { output: {} }
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
