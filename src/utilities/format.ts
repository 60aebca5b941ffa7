import { format } from 'date-fns'
import { de, enGB } from 'date-fns/locale'

import type { Locale } from '@/i18n/locales'

const dateLocales = { 'de-CH': de, en: enGB } as const

/** A reader-facing date: "21. November 2026" / "21 November 2026". */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return format(date, locale === 'en' ? 'd MMMM yyyy' : 'd. MMMM yyyy', {
    locale: dateLocales[locale],
  })
}

/** Minutes to read a text at 200 words a minute (at least one). */
export function readingMinutes(text: string, wordsPerMinute = 200): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / wordsPerMinute))
}
