'use client'

import { usePathname } from 'next/navigation'

import { localeCookie, localePrefixes, otherLocale, type Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  /** Paths of the current document per locale; null when the page is not a CMS document. */
  alternates: Partial<Record<Locale, string>> | null
  labels: { label: string; name: Record<Locale, string>; switchTo: string; unavailable: string }
}

/** Same path under the other prefix: for screens whose paths do not differ by language. */
function swapPrefix(pathname: string, from: Locale, to: Locale): string {
  const prefixes = [localePrefixes[from], `/${from}`]
  for (const prefix of prefixes) {
    if (pathname === prefix) return localePrefixes[to]
    if (pathname.startsWith(`${prefix}/`))
      return `${localePrefixes[to]}${pathname.slice(prefix.length)}`
  }
  return localePrefixes[to]
}

/** The proxy does not see /de and /en pages, so the switcher itself remembers the choice. */
function rememberChoice(locale: Locale) {
  document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${localeCookie.maxAge}; samesite=lax`
}

/**
 * Link to the same document in the other language. A plain <a> (full load): the new page has a
 * different <html lang> and its own messages.
 */
export function LanguageSwitcher({ locale, alternates, labels }: Props) {
  const pathname = usePathname() ?? localePrefixes[locale]
  const target = otherLocale(locale)
  const counterpart = alternates ? alternates[target] : swapPrefix(pathname, locale, target)
  const href = counterpart ?? localePrefixes[target]
  const hrefLang = target === 'de-CH' ? 'de-CH' : 'en'
  return (
    <div className="lang-switch">
      <span className="visually-hidden">{labels.label}:</span>
      <a
        className="lang-switch__link"
        href={href}
        hrefLang={hrefLang}
        lang={hrefLang}
        title={counterpart ? labels.switchTo : labels.unavailable}
        data-testid="language-switcher"
        onClick={() => rememberChoice(target)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className="lang-switch__name">{labels.name[target]}</span>
        <span className="lang-switch__code" aria-hidden="true">
          {target === 'en' ? 'EN' : 'DE'}
        </span>
      </a>
    </div>
  )
}
