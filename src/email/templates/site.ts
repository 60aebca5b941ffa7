import type { Locale } from '@/i18n/locales'

import type { Composed } from '../layout'
import { absoluteLink, siteLink } from '../links'
import type { EmailTranslator } from '../translator'

export type StaffNotificationData = {
  form: string
  submissionId: string | number
  /** The language the visitor used on the site. */
  submissionLocale: string
  name?: string | null
  fields: { label: string; value: string }[]
}

/** Every field of a submission and a link to it in the admin. */
export function staffNotification(t: EmailTranslator, data: StaffNotificationData): Composed {
  const link = absoluteLink(
    `/admin/collections/form-submissions/${encodeURIComponent(data.submissionId)}`,
  )
  return {
    subject: data.name
      ? t('staffNotification.subjectWithName', { form: data.form, name: data.name })
      : t('staffNotification.subject', { form: data.form }),
    blocks: [
      {
        kind: 'paragraph',
        text: t('staffNotification.intro', { form: data.form, locale: data.submissionLocale }),
      },
      { kind: 'table', rows: data.fields },
      { kind: 'link', label: `${t('staffNotification.link')}:`, href: link },
    ],
  }
}

export type VisitorConfirmationData = { brand: string }

/**
 * Nobody has proven that the address belongs to the sender, so the confirmation repeats nothing
 * they typed (no name, message or URL): it only says that a message arrived and when we reply.
 */
export function visitorConfirmation(t: EmailTranslator, data: VisitorConfirmationData): Composed {
  return {
    subject: t('visitorConfirmation.subject', { brand: data.brand }),
    blocks: [
      { kind: 'paragraph', text: t('visitorConfirmation.greeting') },
      { kind: 'paragraph', text: t('visitorConfirmation.body') },
      { kind: 'paragraph', text: t('visitorConfirmation.ignore') },
      { kind: 'paragraph', text: t('site.signature', { brand: data.brand }) },
    ],
  }
}

export type NewsletterOptInData = { brand: string; confirmToken: string; unsubscribeToken: string }

/** The double opt-in e-mail with the confirm and unsubscribe links. */
export function newsletterOptIn(
  t: EmailTranslator,
  data: NewsletterOptInData,
  locale: Locale,
): Composed {
  const confirm = siteLink(locale, '/newsletter/confirm', { token: data.confirmToken })
  const unsubscribe = siteLink(locale, '/newsletter/unsubscribe', {
    token: data.unsubscribeToken,
  })
  return {
    subject: t('newsletterOptIn.subject', { brand: data.brand }),
    blocks: [
      { kind: 'paragraph', text: t('newsletterOptIn.body', { brand: data.brand }) },
      { kind: 'link', href: confirm },
      { kind: 'paragraph', text: t('newsletterOptIn.ignore') },
      { kind: 'link', label: t('newsletterOptIn.unsubscribe'), href: unsubscribe },
      { kind: 'paragraph', text: t('site.signature', { brand: data.brand }) },
    ],
  }
}
