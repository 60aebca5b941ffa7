import type { Locale } from './locales'
import { otherLocale } from './locales'

type Messages = { [key: string]: string | Messages }

const catalogues: Record<Locale, () => Promise<Messages>> = {
  'de-CH': () => import('./messages/de-CH.json').then((module) => module.default as Messages),
  en: () => import('./messages/en.json').then((module) => module.default as Messages),
}

/** Deep merge: every key of `primary` wins, keys it lacks come from `fallback`. */
export function mergeMessages(fallback: Messages, primary: Messages): Messages {
  const merged: Messages = { ...fallback }
  for (const [key, value] of Object.entries(primary)) {
    const base = merged[key]
    merged[key] =
      typeof value === 'object' && typeof base === 'object' ? mergeMessages(base, value) : value
  }
  return merged
}

/** The locale's catalogue, with the other language filling any key it lacks. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [own, fallback] = await Promise.all([catalogues[locale](), catalogues[otherLocale(locale)]()])
  return mergeMessages(fallback, own)
}
