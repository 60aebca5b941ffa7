import { env } from '@/config/env'
import { defaultLocale, isLocale, localePrefixes, type Locale } from '@/i18n/locales'

/** Base URL of the public site, read at runtime: SITE_URL, else localhost on PORT. */
export function siteUrl(): string {
  const { SITE_URL, PORT } = env()
  return (SITE_URL || `http://localhost:${PORT}`).replace(/\/+$/, '')
}

/** An absolute link into the site of a language: `/{prefix}{path}` under the site URL. */
export function siteLink(locale: Locale, path: string, query?: Record<string, string>): string {
  return absoluteLink(`${localePrefixes[locale]}${path}`, query)
}

/** An absolute link to a path outside the language prefixes (the admin, the API). */
export function absoluteLink(path: string, query?: Record<string, string>): string {
  const url = new URL(path, `${siteUrl()}/`)
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value)
  return url.toString()
}

/** The language of a stored value (a customer's or submission's locale), else the default. */
export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)
