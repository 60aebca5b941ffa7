import type { Locale } from './locales'
import { otherLocale } from './locales'

export type Messages = { [key: string]: string | Messages }

/** One JSON file per feature and locale; keys are dot-delimited paths into the merged object. */
const namespaces = ['common', 'site', 'forms', 'control', 'email'] as const

const importCatalogue = (
  locale: Locale,
  namespace: (typeof namespaces)[number],
): Promise<Messages> =>
  import(`./messages/${locale}/${namespace}.json`).then((module) => module.default as Messages)

async function catalogue(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(namespaces.map((namespace) => importCatalogue(locale, namespace)))
  return parts.reduce<Messages>((all, part) => mergeMessages(all, part), {})
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
  const [own, fallback] = await Promise.all([catalogue(locale), catalogue(otherLocale(locale))])
  return mergeMessages(fallback, own)
}
