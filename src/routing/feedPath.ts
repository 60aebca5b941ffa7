import type { Locale } from '@/i18n/locales'

import { localePath } from './paths'

/** The RSS feed of a language: /de/blog/feed.xml, /en/blog/feed.xml. */
export const feedPath = (locale: Locale) => localePath(locale, 'blog', 'feed.xml')
