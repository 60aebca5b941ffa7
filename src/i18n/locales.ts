/** Locale codes as Payload and next-intl know them, and the URL prefix each one uses. */
export const locales = ['de-CH', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'de-CH'

export const localePrefixes: Record<Locale, string> = { 'de-CH': '/de', en: '/en' }

/** The remembered language choice: the proxy sends `/` to it (it wins over Accept-Language). */
export const localeCookie = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 } as const

export const localeLabels: Record<Locale, string> = { 'de-CH': 'Deutsch', en: 'English' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'de-CH' : 'en'
}
