import type { Locale } from '@/i18n/locales'

import { headerSafe } from './escape'
import { layoutHtml, layoutText, type Composed } from './layout'
import { securityNotice } from './templates/accounts'
import {
  accountExists,
  emailChangeConfirm,
  emailChangeNotice,
  emailInUse,
  engineDeleted,
  engineFailed,
  engineRunning,
  invitation,
  invitationAccepted,
  passwordReset,
  roleChanged,
  trialEndingSoon,
  trialLastDay,
  verification,
} from './templates/control'
import { newsletterOptIn, staffNotification, visitorConfirmation } from './templates/site'
import { emailTranslator, type EmailTranslator } from './translator'

/** Every e-mail the site sends, by name. A template gets the translator, its data and the locale. */
const templates = {
  staffNotification,
  visitorConfirmation,
  newsletterOptIn,
  verification,
  passwordReset,
  accountExists,
  invitation,
  trialEndingSoon,
  trialLastDay,
  engineRunning,
  engineFailed,
  emailChangeNotice,
  emailChangeConfirm,
  emailInUse,
  engineDeleted,
  invitationAccepted,
  roleChanged,
  securityNotice,
}

export type TemplateName = keyof typeof templates
export type TemplateData<Name extends TemplateName> = Parameters<(typeof templates)[Name]>[1]

export const templateNames = Object.keys(templates) as TemplateName[]

export type RenderedEmail = { subject: string; text: string; html: string }

/** Subject, plain text and HTML of one e-mail in one language. */
export async function renderEmail<Name extends TemplateName>(
  template: Name,
  locale: Locale,
  data: TemplateData<Name>,
): Promise<RenderedEmail> {
  const t = await emailTranslator(locale)
  // Each entry takes its own data type; the signature above already ties `data` to `template`.
  const compose = templates[template] as (
    t: EmailTranslator,
    data: TemplateData<Name>,
    locale: Locale,
  ) => Composed
  const { subject, blocks } = compose(t, data, locale)
  const safeSubject = headerSafe(subject)
  return {
    subject: safeSubject,
    text: layoutText(blocks),
    html: layoutHtml(locale, safeSubject, blocks),
  }
}
