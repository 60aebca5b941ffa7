import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCookie, localePrefixes, locales } from './locales'

export const routing = defineRouting({
  locales: [...locales],
  defaultLocale,
  localePrefix: { mode: 'always', prefixes: localePrefixes },
  localeCookie: { ...localeCookie, sameSite: 'lax' },
  // Pages declare their alternates in <head> from the document's own slugs; the proxy's Link
  // header would guess the other language's path from this one (/de/glossary/… for /en/glossary/…).
  alternateLinks: false,
})
