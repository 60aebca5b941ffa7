import type { SelectField } from 'payload'

import { defaultLocale, localeLabels, locales } from '@/i18n/locales'

/** The language a record was made in (a sign-up, a submission), one of the site's locales. */
export function localeField(overrides: Partial<Pick<SelectField, 'required' | 'admin'>> = {}): SelectField {
  return {
    name: 'locale',
    type: 'select',
    defaultValue: defaultLocale,
    options: locales.map((locale) => ({ label: localeLabels[locale], value: locale })),
    ...overrides,
  }
}
