import { defaultLocale, isLocale, localePrefixes, type Locale } from '@/i18n/locales'
import deCH from '@/i18n/messages/de-CH/control.json'
import en from '@/i18n/messages/en/control.json'

/**
 * The control area's e-mails (verification, password reset, account exists, invitation) in the
 * customer's language, with links into the site of that language.
 */
type EmailTexts = (typeof en)['control']['emails']
const catalogues: Record<Locale, EmailTexts> = {
  en: en.control.emails,
  'de-CH': deCH.control.emails,
}

export const siteUrl = (): string =>
  (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')

export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)

/** An absolute link into the site: `/{prefix}{path}` under SITE_URL. */
export function siteLink(locale: Locale, path: string, query?: Record<string, string>): string {
  const url = new URL(`${localePrefixes[locale]}${path}`, `${siteUrl()}/`)
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value)
  return url.toString()
}

const fill = (template: string, values: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? values[key] : match))

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  )

function layout(
  locale: Locale,
  paragraphs: string[],
  button: { label: string; href: string },
  after: string[] = [],
) {
  const texts = catalogues[locale]
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`
  return [
    `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">`,
    p(`${texts.greeting}`),
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${escapeHtml(button.href)}">${escapeHtml(button.href)}</a></p>`,
    ...after.map(p),
    p(texts.signature),
    '</body></html>',
  ].join('\n')
}

export type ComposedEmail = { subject: string; html: string; text: string }

function compose(
  locale: Locale,
  subject: string,
  paragraphs: string[],
  button: { label: string; href: string },
  after: string[] = [],
): ComposedEmail {
  const texts = catalogues[locale]
  const text = [
    texts.greeting,
    '',
    ...paragraphs,
    '',
    `${button.label}: ${button.href}`,
    '',
    ...after,
    '',
    texts.signature,
  ].join('\n')
  return { subject, html: layout(locale, paragraphs, button, after), text }
}

export function verificationEmail(locale: Locale, token: string): ComposedEmail {
  const t = catalogues[locale].verify
  return compose(
    locale,
    t.subject,
    [t.intro],
    { label: t.button, href: siteLink(locale, '/verify', { token }) },
    [t.ignore],
  )
}

export function passwordResetEmail(locale: Locale, token: string): ComposedEmail {
  const t = catalogues[locale].reset
  return compose(
    locale,
    t.subject,
    [t.intro],
    { label: t.button, href: siteLink(locale, '/reset-password', { token }) },
    [t.ignore],
  )
}

export function accountExistsEmail(locale: Locale): ComposedEmail {
  const t = catalogues[locale].exists
  return compose(
    locale,
    t.subject,
    [t.intro],
    { label: t.button, href: siteLink(locale, '/login') },
    [`${t.forgot} ${siteLink(locale, '/forgot-password')}`],
  )
}

export function invitationEmail(
  locale: Locale,
  values: { organisation: string; inviter: string; email: string; token: string },
): ComposedEmail {
  const t = catalogues[locale].invitation
  return compose(
    locale,
    fill(t.subject, values),
    [fill(t.intro, values)],
    { label: t.button, href: siteLink(locale, '/control/join', { token: values.token }) },
    [fill(t.note, values)],
  )
}
