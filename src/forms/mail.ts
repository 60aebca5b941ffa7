import type { Locale } from '@/i18n/locales'
import { localePrefixes } from '@/i18n/locales'
import type { Form, FormSubmission, SiteSetting } from '@/payload-types'

import { formText } from './messages'
import { inputFields } from './rules'

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
}

/** Escapes text for HTML bodies: a visitor's input is never markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Strips line breaks from values used in headers (subject), so input can't add headers. */
const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 200)

export const siteUrl = () => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')

const labelled = (form: Form, submission: FormSubmission) => {
  const labels = new Map(
    inputFields(form).map((field) => [field.name, ('label' in field && field.label) || field.name]),
  )
  return (submission.submissionData ?? []).map((entry) => ({
    label: String(labels.get(entry.field) ?? entry.field),
    value: entry.value,
  }))
}

const table = (rows: { label: string; value: string }[]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd">${escapeHtml(row.label)}</th><td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('')}</table>`

/** The staff notification: every field, HTML-escaped, and a link to the submission in the admin. */
export function staffNotification(
  form: Form,
  submission: FormSubmission,
  settings: SiteSetting,
): OutgoingMail {
  const locale: Locale = 'de-CH'
  const rows = labelled(form, submission)
  const link = `${siteUrl()}/admin/collections/form-submissions/${submission.id}`
  const title = headerSafe(form.title)
  const intro = formText(locale, 'mail.staffIntro', {
    form: form.title,
    locale: submission.locale ?? '',
  })
  return {
    to: settings.staffNotificationEmail || settings.contactEmail,
    replyTo: submission.email || undefined,
    subject:
      formText(locale, 'mail.staffSubject', { form: title }) +
      (submission.name ? ` – ${headerSafe(submission.name)}` : ''),
    text: [
      intro,
      '',
      ...rows.map((row) => `${row.label}: ${row.value}`),
      '',
      `${formText(locale, 'mail.staffLink')}: ${link}`,
    ].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>${table(rows)}<p><a href="${escapeHtml(link)}">${escapeHtml(formText(locale, 'mail.staffLink'))}</a>: ${escapeHtml(link)}</p>`,
  }
}

/**
 * The visitor's confirmation, in the language they used on the site. Nobody has proven that the
 * address belongs to the sender, so it repeats nothing they typed (no name, message or URL): it
 * only says that a message arrived and when we reply.
 */
export function visitorConfirmation(
  submission: FormSubmission,
  settings: SiteSetting,
): OutgoingMail | null {
  if (!submission.email) return null
  const locale = (submission.locale ?? 'de-CH') as Locale
  const paragraphs = [
    formText(locale, 'mail.confirmationGreeting'),
    formText(locale, 'mail.confirmationBody'),
    formText(locale, 'mail.confirmationIgnore'),
  ]
  const signature = formText(locale, 'mail.signature', { brand: settings.brandName })
  return {
    to: submission.email,
    replyTo: settings.contactEmail,
    subject: `${formText(locale, 'mail.confirmationSubject')} · ${headerSafe(settings.brandName)}`,
    text: [...paragraphs, signature].join('\n\n'),
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}<p style="white-space:pre-line">${escapeHtml(signature)}</p>`,
  }
}

/** The double opt-in e-mail with the confirm and unsubscribe links. */
export function newsletterOptIn(
  email: string,
  locale: Locale,
  tokens: { confirm: string; unsubscribe: string },
  settings: SiteSetting,
): OutgoingMail {
  const base = `${siteUrl()}${localePrefixes[locale]}/newsletter`
  const confirmUrl = `${base}/confirm?token=${encodeURIComponent(tokens.confirm)}`
  const unsubscribeUrl = `${base}/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe)}`
  const brand = settings.brandName
  const body = formText(locale, 'mail.newsletterBody', { brand })
  const ignore = formText(locale, 'mail.newsletterIgnore')
  const unsubscribe = formText(locale, 'mail.newsletterUnsubscribe')
  const signature = formText(locale, 'mail.signature', { brand })
  return {
    to: email,
    subject: `${formText(locale, 'mail.newsletterSubject')} · ${headerSafe(brand)}`,
    text: [
      body,
      confirmUrl,
      '',
      ignore,
      '',
      `${unsubscribe} ${unsubscribeUrl}`,
      '',
      signature,
    ].join('\n'),
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(confirmUrl)}</a></p><p>${escapeHtml(ignore)}</p><p>${escapeHtml(unsubscribe)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeUrl)}</a></p><p style="white-space:pre-line">${escapeHtml(signature)}</p>`,
  }
}
