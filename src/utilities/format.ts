import { createFormatter } from 'next-intl'

import type { Locale } from '@/i18n/locales'

/**
 * English dates are written the British way (day before month), as on the rest of the site. These
 * are Intl locales, wider than the site's own, hence the cast for the formatter.
 */
const dateLocales = { 'de-CH': 'de-CH', en: 'en-GB' as Locale } satisfies Record<Locale, Locale>

/** A reader-facing date in the runtime's time zone: "21. November 2026" / "21 November 2026". */
export function formatDate(value: string | Date, locale: Locale): string {
  const format = createFormatter({
    locale: dateLocales[locale],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  })
  return format.dateTime(new Date(value), { day: 'numeric', month: 'long', year: 'numeric' })
}

/** Minutes to read a text at 200 words a minute (at least one). */
export function readingMinutes(text: string, wordsPerMinute = 200): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / wordsPerMinute))
}
