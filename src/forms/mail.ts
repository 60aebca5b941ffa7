import { localeOf } from '@/email/links'
import { renderEmail } from '@/email/render'
import type { Locale } from '@/i18n/locales'
import type { Form, FormSubmission, SiteSetting } from '@/payload-types'
import { siteUrl } from '@/routing/siteUrl'

import { inputFields } from './rules'

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  messageId?: string
}

const labelled = (form: Form, submission: FormSubmission) => {
  const labels = new Map(
    inputFields(form).map((field) => [field.name, ('label' in field && field.label) || field.name]),
  )
  return (submission.submissionData ?? []).map((entry) => ({
    label: String(labels.get(entry.field) ?? entry.field),
    value: entry.value,
  }))
}

/** The staff notification, in German: every field and a link to the submission in the admin. */
export async function staffNotification(
  form: Form,
  submission: FormSubmission,
  settings: SiteSetting,
): Promise<OutgoingMail> {
  const mail = await renderEmail('staffNotification', 'de-CH', {
    form: form.title,
    submissionId: submission.id,
    submissionLocale: submission.locale ?? '',
    name: submission.name,
    fields: labelled(form, submission),
  })
  return {
    to: settings.staffNotificationEmail || settings.contactEmail,
    replyTo: submission.email || undefined,
    // The same id every time: should a worker die after the SMTP server took the message and
    // before the job recorded it, the retry's copy is recognisably the same message.
    messageId: `<submission-${submission.id}-staff@${new URL(siteUrl()).hostname}>`,
    ...mail,
  }
}

/** The visitor's confirmation, in the language they used on the site. */
export async function visitorConfirmation(
  submission: FormSubmission,
  settings: SiteSetting,
): Promise<OutgoingMail | null> {
  if (!submission.email) return null
  const mail = await renderEmail('visitorConfirmation', localeOf(submission.locale), {
    brand: settings.brandName,
  })
  return { to: submission.email, replyTo: settings.contactEmail, ...mail }
}

/** The double opt-in e-mail of a newsletter sign-up. */
export async function newsletterOptIn(
  email: string,
  locale: Locale,
  tokens: { confirm: string; unsubscribe: string },
  settings: SiteSetting,
): Promise<OutgoingMail> {
  const mail = await renderEmail('newsletterOptIn', locale, {
    brand: settings.brandName,
    confirmToken: tokens.confirm,
    unsubscribeToken: tokens.unsubscribe,
  })
  return { to: email, ...mail }
}
