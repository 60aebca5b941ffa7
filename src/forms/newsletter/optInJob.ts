import type { TaskConfig } from 'payload'

import { mailRetries } from '@/email/retries'
import { sentBefore } from '@/email/sentMarkers'

import { oncePerHour } from '../jobs/visitorMail'
import { newsletterOptIn } from '../mail'
import { confirmToken, tokenHash, unsubscribeToken } from './tokens'

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
