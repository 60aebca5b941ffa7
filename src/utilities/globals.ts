import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Footer, Header } from '@/payload-types'

import { teaserPopulate } from './content'
import { getPayloadClient } from './payload'

/** Navigation of one locale, link targets populated with their slugs. */
export const getHeader = cache(async (locale: Locale): Promise<Header> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({
    slug: 'header',
    locale,
    depth: 1,
    populate: teaserPopulate as never,
    overrideAccess: false,
  })
})

export const getFooter = cache(async (locale: Locale): Promise<Footer> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({
    slug: 'footer',
    locale,
    depth: 1,
    populate: teaserPopulate as never,
    overrideAccess: false,
  })
})
