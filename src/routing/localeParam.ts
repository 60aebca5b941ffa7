import type { Locale } from '@/i18n/locales'

/** The locale a `[locale]` route parameter names: 'de-CH' or 'en' (also 'de' when a request skipped the proxy). */
export function localeFromParam(value: string | undefined): Locale | undefined {
  if (value === 'de-CH' || value === 'de') return 'de-CH'
  if (value === 'en') return 'en'
  return undefined
}
