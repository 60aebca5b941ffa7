import { cache } from 'react'

import { globalTag } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Footer, Header } from '@/payload-types'

import { teaserPopulate } from './content'
import { orNull } from './fallback'
import { getPayloadClient } from './payload'
import { tagPage } from './tagPage'

/** Navigation of one locale, link targets populated with their slugs; null when it cannot be read. */
export const getHeader = cache(
  (locale: Locale): Promise<Header | null> =>
    orNull('the header navigation', async () => {
      await tagPage(globalTag('header'))
      return (await getPayloadClient()).findGlobal({
        slug: 'header',
        locale,
        depth: 1,
        populate: teaserPopulate as never,
        overrideAccess: false,
      })
    }),
)

/** Footer of one locale, link targets populated with their slugs; null when it cannot be read. */
export const getFooter = cache(
  (locale: Locale): Promise<Footer | null> =>
    orNull('the footer', async () => {
      await tagPage(globalTag('footer'))
      return (await getPayloadClient()).findGlobal({
        slug: 'footer',
        locale,
        depth: 1,
        populate: teaserPopulate as never,
        overrideAccess: false,
      })
    }),
)
