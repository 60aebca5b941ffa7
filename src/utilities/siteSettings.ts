import { unstable_cache } from 'next/cache'

import { siteSettingsTag } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { getPayloadClient } from './payload'

/** Site settings of one locale, cached until an editor saves the global (tag revalidation). */
export const getSiteSettings = (locale: Locale): Promise<SiteSetting> =>
  unstable_cache(
    async () => (await getPayloadClient()).findGlobal({ slug: 'site-settings', locale, depth: 1 }),
    ['site-settings', locale],
    { tags: [siteSettingsTag] },
  )()
