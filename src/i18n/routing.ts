import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localePrefixes, locales } from './locales'

export const routing = defineRouting({
  locales: [...locales],
  defaultLocale,
  localePrefix: { mode: 'always', prefixes: localePrefixes },
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
})
