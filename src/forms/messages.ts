import { createTranslator, type Messages, type MessageKeys, type NestedKeyOf } from 'next-intl'

import { isLocale, type Locale } from '@/i18n/locales'
import de from '@/i18n/messages/de-CH/forms.json'
import en from '@/i18n/messages/en/forms.json'

type FormMessages = Messages['forms']
export type FormTextKey = MessageKeys<FormMessages, NestedKeyOf<FormMessages>>

const translators = {
  'de-CH': createTranslator({ locale: 'de-CH', messages: de, namespace: 'forms' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'forms' }),
} satisfies Record<Locale, unknown>

/** Server-side text from the `forms` messages (same files as the UI), with `{name}` placeholders. */
export function formText(
  locale: Locale | string | undefined,
  key: FormTextKey,
  values: Record<string, string | number> = {},
): string {
  const t = translators[isLocale(locale) ? locale : 'de-CH']
  // Numbers go in as written (5000, not "5’000"), as the messages have always shown them.
  return t(key, Object.fromEntries(Object.entries(values).map(([name, v]) => [name, String(v)])))
}
