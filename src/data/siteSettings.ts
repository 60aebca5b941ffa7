import { unstable_cache } from 'next/cache'

import { globalReferences } from '@/cache/referencedTags'
import { siteSettingsTag } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { orNull } from './fallback'
import { getPayloadClient } from './payload'
import { tagPage } from './tagPage'

async function readSiteSettings(locale: Locale): Promise<SiteSetting> {
  const payload = await getPayloadClient()
  const settings = await unstable_cache(
    () => payload.findGlobal({ slug: 'site-settings', locale, depth: 1 }),
    ['site-settings', locale],
    { tags: [siteSettingsTag] },
  )()
  // The default social image. The cached settings keep the file as it was: a change to it
  // expires siteSettingsTag too (src/cache/revalidate.ts, mediaRevalidationHooks).
  await tagPage(...globalReferences(payload, 'site-settings', settings))
  return settings
}

/**
 * Site settings of one locale, cached until an editor saves the global (tag revalidation).
 * Null when the global cannot be read: pages fall back to the brand name "Unbound" and no contact links.
 */
export const getSiteSettings = (locale: Locale): Promise<SiteSetting | null> =>
  orNull('site settings', () => readSiteSettings(locale))
