import { locales, localePrefixes, type Locale } from '@/i18n/locales'

/** The locale a `[locale]` route parameter names: the URL prefix segment itself ('de' or 'en'). */
export function localeFromParam(value: string | undefined): Locale | undefined {
  return locales.find((locale) => localePrefixes[locale] === `/${value}`)
}

/** The `[locale]` segment of every locale, for generateStaticParams. */
export const localeParams = (): { locale: string }[] =>
  locales.map((locale) => ({ locale: localePrefixes[locale].slice(1) }))
