import { unstable_cache } from 'next/cache'

import { siteSettingsTag } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { orNull } from './fallback'
import { getPayloadClient } from './payload'

const readSiteSettings = (locale: Locale): Promise<SiteSetting> =>
  unstable_cache(
    async () => (await getPayloadClient()).findGlobal({ slug: 'site-settings', locale, depth: 1 }),
    ['site-settings', locale],
    { tags: [siteSettingsTag] },
  )()

/**
 * Site settings of one locale, cached until an editor saves the global (tag revalidation).
 * Null when the global cannot be read: pages fall back to the brand name "Unbound" and no contact links.
 */
export const getSiteSettings = (locale: Locale): Promise<SiteSetting | null> =>
  orNull('site settings', () => readSiteSettings(locale))
