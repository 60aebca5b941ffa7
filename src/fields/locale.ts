import type { SelectField } from 'payload'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'

const adminLocaleLabels: Record<Locale, { en: string; de: string }> = {
  'de-CH': { en: 'German (Switzerland)', de: 'Deutsch (Schweiz)' },
  en: { en: 'English', de: 'Englisch' },
}

/** The language a record was made in (a sign-up, a submission), one of the site's locales. */
export function localeField(
  overrides: Partial<Pick<SelectField, 'required' | 'admin'>> = {},
): SelectField {
  return {
    name: 'locale',
    label: { en: 'Language', de: 'Sprache' },
    type: 'select',
    defaultValue: defaultLocale,
    options: locales.map((locale) => ({ label: adminLocaleLabels[locale], value: locale })),
    ...overrides,
  }
}
