import { localePrefixes, locales } from '@/i18n/locales'

/** Both spellings of a public path: the URL (/de/…) and the route the proxy rewrites it to (/de-CH/…). */
export function cacheKeysFor(path: string): string[] {
  const keys = new Set([path])
  for (const locale of locales) {
    const prefix = localePrefixes[locale]
    if (path === prefix || path.startsWith(`${prefix}/`))
      keys.add(`/${locale}${path.slice(prefix.length)}`)
  }
  return [...keys]
}
