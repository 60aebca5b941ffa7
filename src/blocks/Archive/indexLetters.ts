import type { Locale } from '@/i18n/locales'

/** First letter for the A–Z index: umlauts and accents file under their base letter, digits under #. */
export function indexLetter(term: string, locale: Locale): string {
  const first = term
    .trim()
    .charAt(0)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleUpperCase(locale)
  return /[A-Z]/.test(first) ? first : '#'
}

export function groupByLetter<T extends { term: string }>(
  terms: T[],
  locale: Locale,
): [string, T[]][] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const groups = new Map<string, T[]>()
  for (const term of [...terms].sort((a, b) => collator.compare(a.term, b.term))) {
    const letter = indexLetter(term.term, locale)
    groups.set(letter, [...(groups.get(letter) ?? []), term])
  }
  return [...groups.entries()].sort(([a], [b]) =>
    a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b),
  )
}
