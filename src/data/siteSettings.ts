import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { globalReferences } from '@/cache/referencedTags'
import { siteSettingsTag } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { orNull } from './fallback'
import { getPayloadClient } from './payload'
import { tagPage } from './tagPage'

/**
 * The settings with the tags of the documents they refer to, kept together in the data cache: a
 * hit tags the page without loading Payload.
 */
const cachedSiteSettings = (locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 1 })
      return { settings, references: globalReferences(payload, 'site-settings', settings) }
    },
    ['site-settings', locale],
    { tags: [siteSettingsTag] },
  )()

async function readSiteSettings(locale: Locale): Promise<SiteSetting> {
  const { settings, references } = await cachedSiteSettings(locale)
  // The default social image. The cached settings keep the file as it was: a change to it
  // expires siteSettingsTag too (src/cache/revalidate.ts, mediaRevalidationHooks).
  await tagPage(...references)
  return settings
}

/**
 * Site settings of one locale, cached until an editor saves the global (tag revalidation), read
 * once per request (React cache). Null when the global cannot be read: pages fall back to the
 * brand name "Unbound" and no contact links.
 */
export const getSiteSettings = cache(
  (locale: Locale): Promise<SiteSetting | null> =>
    orNull('site settings', () => readSiteSettings(locale)),
)
